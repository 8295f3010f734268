// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "flowlayout",
    products: [
        .library(name: "FlowLayout", targets: ["FlowLayout"]),
        // SwiftUI layouts (FlowStack, WrappingHStack) where SwiftUI exists; their platform-free
        // core (FlowContainer, FlowSubview) everywhere.
        .library(name: "FlowLayoutSwiftUI", targets: ["FlowLayoutSwiftUI"]),
    ],
    targets: [
        // The engine: pure Swift, no Foundation, no I/O; also compiles as Embedded Swift.
        // Lifetimes: results are read through `Span`s that borrow the layout (API/Results.swift).
        .target(name: "FlowLayout", swiftSettings: [.enableExperimentalFeature("Lifetimes")]),
        // The C ABI layer (libflowlayout.so is built from the same sources by CMakeLists.txt).
        .systemLibrary(name: "CFlowLayoutHeader", path: "include"),
        .target(name: "CFlowLayout", dependencies: ["FlowLayout", "CFlowLayoutHeader"],
                swiftSettings: [.enableExperimentalFeature("Extern")]),
        .target(name: "FlowLayoutSwiftUI", dependencies: ["FlowLayout"]),
        .executableTarget(name: "flowlayout-demo", dependencies: ["FlowLayout"]),
        .testTarget(name: "FlowLayoutSwiftUITests", dependencies: ["FlowLayoutSwiftUI", "FlowLayout"]),
        .testTarget(name: "FlowLayoutTests", dependencies: ["FlowLayout"]),
        // flowlayout.h and the engine agree on every value and struct layout.
        .testTarget(name: "CFlowLayoutTests", dependencies: ["FlowLayout", "CFlowLayoutHeader"]),
    ]
)
