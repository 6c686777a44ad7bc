/// `CALayerCornerCurve`.
public enum CALayerCornerCurve: Sendable { case circular, continuous }
