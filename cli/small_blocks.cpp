// plumb's operator new and delete for small blocks: up to 256 bytes, in 16 size classes of
// 16 bytes, each from a free list of the calling thread's, carved from slabs of a region
// reserved once. A judged answer makes and frees thousands of short strings, small vectors
// and map nodes (about 1,500 a molecule answer); glibc's malloc keeps only 7 freed blocks a
// size in its per-thread cache, and a burst past that goes to its shared bins, locks and
// all (_int_free and _int_malloc were 6% of a molecule batch's instructions). A free-list
// pop or push is a few instructions. The WebAssembly module has the same idea for its
// malloc (wasm/small_blocks.cpp); here only C++'s operators are replaced, in the CLI only:
// the core library, the Python module and the C library's malloc are left as they are.
//
// The region is 16 GiB of address space, one GiB a class, reserved without memory and
// made usable a slab at a time, so a pointer's class is its offset >> 30 and delete needs
// no header and no table. Freed blocks stay for reuse by the thread that frees them (plumb
// batch's threads keep what they make: lines and reports cross between them in large
// strings, which are malloc's); nothing goes back to the system. Larger blocks, the
// aligned forms, a region that cannot be reserved and a class whose gigabyte is used up
// go to malloc, as the default operators do. The sanitizer builds keep their own
// operators (they watch every block), so this file is empty there (small_blocks.hpp).
#include "small_blocks.hpp"

#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <new>

#if PLUMB_SMALL_BLOCKS
#include <sys/mman.h>

#include <atomic>

namespace {

constexpr std::size_t kGrain = __STDCPP_DEFAULT_NEW_ALIGNMENT__;   // 16: every class keeps new's alignment
constexpr std::size_t kClasses = 16;                               // 16, 32, ... 256 bytes
constexpr std::size_t kLargest = kGrain * kClasses;
constexpr unsigned kClassBits = 30;                                // a gigabyte of addresses a class
constexpr std::size_t kClassBytes = std::size_t{1} << kClassBits;
constexpr std::size_t kRegionBytes = kClassBytes * kClasses;
constexpr std::size_t kSlab = std::size_t{256} << 10;              // made usable at a time
static_assert(kGrain == 16 && kLargest == 256, "classes of 16 bytes up to 256");

struct FreeBlock {
    FreeBlock* next;
};

// The region: base, then its size once it is reserved (0 before, and if it cannot be).
// Size is stored after base and read before it, so a thread that sees the size sees base.
std::atomic<std::uintptr_t> region_base{0};
std::atomic<std::size_t> region_size{0};
std::atomic<bool> region_tried{false};
std::atomic<std::size_t> slabs_used[kClasses];   // per class, slabs made usable

// A thread's lists: trivially constructed, so reaching them is one segment-relative load.
struct Lists {
    FreeBlock* free[kClasses];
    char* carve[kClasses];   // the class's current slab: next unused block, and its end
    char* carve_end[kClasses];
};
thread_local Lists lists;

std::uintptr_t region() {
    if (const std::size_t size = region_size.load(std::memory_order_acquire)) {
        (void)size;
        return region_base.load(std::memory_order_relaxed);
    }
    if (region_tried.exchange(true)) return 0;   // another thread's attempt (or a failed one)
    void* got = mmap(nullptr, kRegionBytes, PROT_NONE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
    if (got == MAP_FAILED) return 0;
    region_base.store(reinterpret_cast<std::uintptr_t>(got), std::memory_order_relaxed);
    region_size.store(kRegionBytes, std::memory_order_release);
    return reinterpret_cast<std::uintptr_t>(got);
}

// A new slab for class k, or false (malloc serves the block then).
bool new_slab(std::size_t k) {
    const std::uintptr_t base = region();
    if (!base) return false;
    const std::size_t slab = slabs_used[k].fetch_add(1, std::memory_order_relaxed);
    if (slab >= kClassBytes / kSlab) return false;
    char* start = reinterpret_cast<char*>(base + k * kClassBytes + slab * kSlab);
    if (mprotect(start, kSlab, PROT_READ | PROT_WRITE) != 0) return false;
    lists.carve[k] = start;
    lists.carve_end[k] = start + kSlab;
    return true;
}

inline void* small_block(std::size_t size) {
    const std::size_t k = size ? (size - 1) / kGrain : 0;
    if (FreeBlock* block = lists.free[k]) {
        lists.free[k] = block->next;
        return block;
    }
    const std::size_t bytes = (k + 1) * kGrain;
    if (static_cast<std::size_t>(lists.carve_end[k] - lists.carve[k]) < bytes && !new_slab(k)) return nullptr;
    void* block = lists.carve[k];
    lists.carve[k] += bytes;
    return block;
}

// The default operator new's contract: the new-handler until it gives up, then bad_alloc.
void* large_block(std::size_t size) {
    if (size == 0) size = 1;
    for (;;) {
        if (void* block = std::malloc(size)) return block;
        const std::new_handler handler = std::get_new_handler();
        if (!handler) throw std::bad_alloc();
        handler();
    }
}

inline void* allocate(std::size_t size) {
    if (size <= kLargest)
        if (void* block = small_block(size)) return block;
    return large_block(size);
}

inline void release(void* block) noexcept {
    // Size first: 0 until the region exists, and once it is not, base is known too.
    const std::size_t size = region_size.load(std::memory_order_acquire);
    const std::uintptr_t offset = reinterpret_cast<std::uintptr_t>(block) - region_base.load(std::memory_order_relaxed);
    if (offset < size) {
        auto* freed = static_cast<FreeBlock*>(block);
        const std::size_t k = offset >> kClassBits;
        freed->next = lists.free[k];
        lists.free[k] = freed;
        return;
    }
    std::free(block);   // null too
}

}  // namespace

void* operator new(std::size_t size) { return allocate(size); }
void* operator new[](std::size_t size) { return allocate(size); }
void* operator new(std::size_t size, const std::nothrow_t&) noexcept {
    try {
        return allocate(size);
    } catch (...) {
        return nullptr;
    }
}
void* operator new[](std::size_t size, const std::nothrow_t&) noexcept {
    try {
        return allocate(size);
    } catch (...) {
        return nullptr;
    }
}
void operator delete(void* block) noexcept { release(block); }
void operator delete[](void* block) noexcept { release(block); }
void operator delete(void* block, std::size_t) noexcept { release(block); }
void operator delete[](void* block, std::size_t) noexcept { release(block); }
void operator delete(void* block, const std::nothrow_t&) noexcept { release(block); }
void operator delete[](void* block, const std::nothrow_t&) noexcept { release(block); }

#endif  // PLUMB_SMALL_BLOCKS
