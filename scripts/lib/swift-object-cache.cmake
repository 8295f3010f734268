# Included after project() (-DCMAKE_PROJECT_INCLUDE=this file) by the test command's builds of the
# library: runs every custom command through swift-object-cache, which serves the engine's Swift
# compile from $FLOWLAYOUT_SWIFT_OBJECT_CACHE when the same compile already ran (see that script).
set_property(GLOBAL PROPERTY RULE_LAUNCH_CUSTOM "${CMAKE_CURRENT_LIST_DIR}/swift-object-cache")
