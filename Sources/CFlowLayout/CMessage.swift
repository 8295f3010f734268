// The per-handle error message: "function: item N: what was wrong", in a fixed buffer inside the
// handle's block, so reporting an error never allocates and never fails.

#if !FLOWLAYOUT_SINGLE_MODULE
import FlowLayout
#endif

struct ABIMessage {
    private var length = 0

    /// Writes the message for `error` into `text` (NUL-terminated, truncated to `capacity`).
    mutating func set(_ function: StaticString, _ error: FlowError, into text: UnsafeMutablePointer<CChar>, capacity: Int) {
        var writer = Writer(text: text, capacity: capacity)
        writer.append(function)
        writer.append(": ")
        if let item = error.item {
            writer.append("item ")
            writer.append(item)
            writer.append(": ")
        }
        writer.append(error.message)
        length = writer.length
    }

    private struct Writer {
        let text: UnsafeMutablePointer<CChar>
        let capacity: Int
        var length = 0

        init(text: UnsafeMutablePointer<CChar>, capacity: Int) {
            self.text = text
            self.capacity = capacity
            text[0] = 0
        }

        mutating func append(_ s: StaticString) {
            s.withUTF8Buffer { bytes in
                for byte in bytes { appendByte(byte) }
            }
        }

        mutating func append(_ value: Int) {
            if value < 0 { appendByte(UInt8(ascii: "-")) }
            var magnitude = value.magnitude
            var divisor: UInt = 1
            while magnitude / divisor >= 10 { divisor *= 10 }
            repeat {
                appendByte(UInt8(ascii: "0") + UInt8(magnitude / divisor))
                magnitude %= divisor
                divisor /= 10
            } while divisor > 0
        }

        /// Appends one byte, truncating silently at the capacity (always leaving room for the NUL).
        mutating func appendByte(_ byte: UInt8) {
            guard length < capacity - 1 else { return }
            text[length] = CChar(bitPattern: byte)
            length += 1
            text[length] = 0
        }
    }
}
