// The per-handle error message: "function: item N: what was wrong", in a fixed buffer owned by
// the handle, so reporting an error never allocates and never fails.

#if !FLOWLAYOUT_SINGLE_MODULE
import FlowLayout
#endif

final class ABIMessage {
    static let capacity = 256
    /// NUL-terminated; "" until the first failure.
    let text: UnsafeMutablePointer<CChar>
    private var length = 0

    init() {
        text = UnsafeMutablePointer<CChar>.allocate(capacity: ABIMessage.capacity)
        text.initialize(repeating: 0, count: ABIMessage.capacity)
    }

    deinit { text.deallocate() }

    func set(_ function: StaticString, _ error: FlowError) {
        length = 0
        append(function)
        append(": ")
        if let item = error.item {
            append("item ")
            append(item)
            append(": ")
        }
        append(error.message)
    }

    private func append(_ s: StaticString) {
        s.withUTF8Buffer { bytes in
            for byte in bytes { appendByte(byte) }
        }
    }

    private func append(_ value: Int) {
        if value < 0 { appendByte(UInt8(ascii: "-")) }
        var magnitude = value.magnitude
        var digits: (UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8,
                     UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8) =
            (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
        var count = 0
        withUnsafeMutableBytes(of: &digits) { buffer in
            repeat {
                buffer[count] = UInt8(ascii: "0") + UInt8(magnitude % 10)
                magnitude /= 10
                count += 1
            } while magnitude > 0
            while count > 0 {
                count -= 1
                appendByte(buffer[count])
            }
        }
    }

    /// Appends one byte, truncating silently at the capacity (always leaving room for the NUL).
    private func appendByte(_ byte: UInt8) {
        guard length < ABIMessage.capacity - 1 else { return }
        text[length] = CChar(bitPattern: byte)
        length += 1
        text[length] = 0
    }
}
