# Cross-builds libflowlayout for Linux on aarch64 (arm64) from an x86-64 machine:
#
#   cmake -S . -B build-aarch64 -DCMAKE_TOOLCHAIN_FILE=cmake/aarch64-linux-gnu.cmake -DCMAKE_BUILD_TYPE=Release
#   cmake --build build-aarch64 && ctest --test-dir build-aarch64     (ctest runs the tests under qemu)
#
# Needs the Swift toolchain (the same one as for a native build: it ships Embedded Swift's standard
# library for aarch64, so no Swift SDK for the target is needed), Debian's or Ubuntu's
# gcc-aarch64-linux-gnu, g++-aarch64-linux-gnu and libc6-dev-arm64-cross to link, and qemu-user to
# run the tests. The engine is compiled for aarch64-none-none-elf (Embedded Swift needs no
# operating system) and linked against the target's glibc by the cross gcc.
set(CMAKE_SYSTEM_NAME Linux)
set(CMAKE_SYSTEM_PROCESSOR aarch64)

set(FLOWLAYOUT_CROSS_PREFIX aarch64-linux-gnu-)
set(CMAKE_C_COMPILER ${FLOWLAYOUT_CROSS_PREFIX}gcc)
set(CMAKE_CXX_COMPILER ${FLOWLAYOUT_CROSS_PREFIX}g++)
# The engine's swiftc target (CMakeLists.txt passes it to swiftc as -target).
set(FLOWLAYOUT_SWIFT_TARGET aarch64-none-none-elf)

# The target's libraries and headers (libc6-dev-arm64-cross) live under /usr/aarch64-linux-gnu.
set(CMAKE_FIND_ROOT_PATH /usr/aarch64-linux-gnu)
set(CMAKE_FIND_ROOT_PATH_MODE_PROGRAM NEVER)
set(CMAKE_FIND_ROOT_PATH_MODE_LIBRARY ONLY)
set(CMAKE_FIND_ROOT_PATH_MODE_INCLUDE ONLY)
# find_package(FlowLayout) in a consumer must still find a tree given by CMAKE_PREFIX_PATH.
set(CMAKE_FIND_ROOT_PATH_MODE_PACKAGE BOTH)

# ctest (and try_run) run the target's programs under qemu-user.
find_program(FLOWLAYOUT_QEMU qemu-aarch64)
if(FLOWLAYOUT_QEMU)
    set(CMAKE_CROSSCOMPILING_EMULATOR ${FLOWLAYOUT_QEMU} -L /usr/aarch64-linux-gnu)
endif()
