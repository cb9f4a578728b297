// Whether plumb brings its own operator new and delete (cli/small_blocks.cpp): on 64-bit
// Linux, and not in the sanitizer builds, whose own operators watch every block.
#pragma once

#include <cstdint>

#if defined(__SANITIZE_ADDRESS__) || defined(__SANITIZE_THREAD__)
#define PLUMB_SMALL_BLOCKS 0
#elif defined(__has_feature)
#if __has_feature(address_sanitizer) || __has_feature(thread_sanitizer) || __has_feature(memory_sanitizer)
#define PLUMB_SMALL_BLOCKS 0
#endif
#endif
#ifndef PLUMB_SMALL_BLOCKS
#if defined(__linux__) && UINTPTR_MAX == 0xffffffffffffffffu
#define PLUMB_SMALL_BLOCKS 1
#else
#define PLUMB_SMALL_BLOCKS 0
#endif
#endif
