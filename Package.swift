// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "flowlayout",
    products: [
        .library(name: "FlowLayout", targets: ["FlowLayout"]),
    ],
    targets: [
        // The engine: pure Swift, no Foundation, no I/O; also compiles as Embedded Swift.
        .target(name: "FlowLayout"),
        .executableTarget(name: "flowlayout-demo", dependencies: ["FlowLayout"]),
        .testTarget(name: "FlowLayoutTests", dependencies: ["FlowLayout"]),
    ]
)
