/// What one WebSocket connection may cost this app, whoever the peer is.
public struct Limits: Sendable {
    /// A whole message, however many fragments it comes in.
    public var messageBytes: Int
    /// Frames of any kind (messages, pings…), per second on average and at once.
    public var framesPerSecond: Double
    public var frameBurst: Double
    /// Bytes waiting to be sent to a peer that does not read them; beyond this it is let go.
    public var queuedBytes = 256 * 1024
    /// What the system itself holds for the peer before bytes wait in that queue (it doubles it
    /// for its own bookkeeping). Left to itself, it grows to megabytes per connection on a fast
    /// network; honest messages are a few kilobytes, so a peer that reads nothing is found out
    /// in seconds and costs the system little.
    public var systemSendBytes: Int32 = 32 * 1024
    /// The opening handshake must be over within this many seconds.
    public var handshakeSeconds = 5.0
    /// A ping goes out this often; a peer that sends nothing for `silenceSeconds` is gone.
    public var pingSeconds = 5.0
    public var silenceSeconds = 16.0
    /// A closing handshake the peer does not finish is cut off after this many seconds.
    public var closingSeconds = 2.0

    public init(messageBytes: Int, framesPerSecond: Double, frameBurst: Double) {
        self.messageBytes = messageBytes
        self.framesPerSecond = framesPerSecond
        self.frameBurst = frameBurst
    }
}
