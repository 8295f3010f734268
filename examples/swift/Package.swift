// swift-tools-version:6.0
// The layouts of the articles this engine replaces, as Swift programs: `swift run tag-cloud`.
// Each prints its layout as text (one character per point); the tests run each one and compare
// its output with expected/<name>.txt.
import PackageDescription

let flowLayout = Target.Dependency.product(name: "FlowLayout", package: "flowlayout")

let package = Package(
    name: "flowlayout-swift-examples",
    dependencies: [.package(name: "flowlayout", path: "../..")],
    targets: [
        // Draws frames as text, for the examples' output.
        .target(name: "TextCanvas", dependencies: [flowLayout]),
        .executableTarget(name: "wrapping-hstack", dependencies: [flowLayout, "TextCanvas"]),
        .executableTarget(name: "tag-cloud", dependencies: [flowLayout, "TextCanvas"]),
        .executableTarget(name: "equal-width-stack", dependencies: [flowLayout, "TextCanvas"]),
        .executableTarget(name: "baseline-flow", dependencies: [flowLayout, "TextCanvas"]),
    ]
)
