print("listkit")
