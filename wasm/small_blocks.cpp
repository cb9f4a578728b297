// The module's malloc and free for small blocks: up to 256 bytes, in 32 size classes of 8
// bytes, each served from a free list of its own, carved from 64 KiB slabs. Emscripten's
// dlmalloc was about 10% of the module's batch profile (bench/README.md, "WebAssembly build
// flags"): a judged answer makes and frees thousands of short strings and small vectors,
// and libc++'s strings keep only 10 bytes in place in wasm32 (15 in libstdc++ natively).
// A free-list pop or push is a few instructions; dlmalloc's bins take dozens.
//
// Larger blocks, and every aligned allocation (memalign, posix_memalign, aligned_alloc,
// which stay dlmalloc's), go to dlmalloc under the names Emscripten keeps for it
// (emscripten_builtin_*). A slab is one whole aligned 64 KiB of dlmalloc's, so a pointer's
// slab is its address >> 16, and a table of a byte per slab (64 KiB for wasm32's 4 GiB)
// tells free() whose block it is. Slabs are kept for reuse, never returned: the small-block
// memory is bounded by the largest number of small blocks alive at once. The module is
// single-threaded (no -pthread), so there are no locks. Tested by wasm/small_blocks_test.cpp.
#include <cstddef>
#include <cstdint>
#include <cstring>

extern "C" {
void* emscripten_builtin_malloc(std::size_t size);
void emscripten_builtin_free(void* block);
void* emscripten_builtin_memalign(std::size_t alignment, std::size_t size);
std::size_t malloc_usable_size(void* block);   // dlmalloc's, asked only of its own blocks
}

namespace {

constexpr std::size_t kGrain = alignof(std::max_align_t);   // 8 in wasm32, and the class step
constexpr unsigned kClasses = 32;                           // 8, 16, ... 256 bytes
constexpr std::size_t kLargest = kGrain * kClasses;
constexpr unsigned kSlabBits = 16;
constexpr std::size_t kSlab = std::size_t{1} << kSlabBits;

struct FreeBlock {
    FreeBlock* next;
};

FreeBlock* free_list[kClasses + 1];
unsigned char* carve[kClasses + 1];       // the class's slab's next unused block
unsigned char* carve_end[kClasses + 1];
unsigned char slab_class[std::size_t{1} << (32 - kSlabBits)];   // 0: not a slab of ours

static_assert(sizeof(void*) == 4, "the slab table covers a 32-bit address space");
static_assert(kGrain * kClasses == 256 && kClasses < 256, "a class fits the slab table's byte");

inline unsigned class_of(std::size_t size) { return size ? static_cast<unsigned>((size + kGrain - 1) / kGrain) : 1; }

inline unsigned owner(const void* block) { return slab_class[reinterpret_cast<std::uintptr_t>(block) >> kSlabBits]; }

void* small_block(unsigned k) {
    if (FreeBlock* block = free_list[k]) {
        free_list[k] = block->next;
        return block;
    }
    const std::size_t size = k * kGrain;
    if (static_cast<std::size_t>(carve_end[k] - carve[k]) < size) {
        auto* slab = static_cast<unsigned char*>(emscripten_builtin_memalign(kSlab, kSlab));
        if (!slab) return nullptr;
        slab_class[reinterpret_cast<std::uintptr_t>(slab) >> kSlabBits] = static_cast<unsigned char>(k);
        carve[k] = slab;
        carve_end[k] = slab + kSlab;
    }
    void* block = carve[k];
    carve[k] += size;
    return block;
}

}  // namespace

extern "C" {

void* malloc(std::size_t size) { return size <= kLargest ? small_block(class_of(size)) : emscripten_builtin_malloc(size); }

void free(void* block) {
    if (!block) return;
    if (const unsigned k = owner(block)) {
        auto* freed = static_cast<FreeBlock*>(block);
        freed->next = free_list[k];
        free_list[k] = freed;
        return;
    }
    emscripten_builtin_free(block);
}

void* calloc(std::size_t count, std::size_t size) {
    std::size_t bytes;
    if (__builtin_mul_overflow(count, size, &bytes)) return nullptr;
    void* block = malloc(bytes);
    if (block) std::memset(block, 0, bytes);
    return block;
}

// A block that is large enough already is kept (dlmalloc's too: nothing here shrinks a
// block); else the bytes move to a new one.
void* realloc(void* block, std::size_t size) {
    if (!block) return malloc(size);
    const unsigned k = owner(block);
    const std::size_t room = k ? k * kGrain : malloc_usable_size(block);
    if (size <= room) return block;
    void* moved = malloc(size);
    if (!moved) return nullptr;
    std::memcpy(moved, block, room);
    free(block);
    return moved;
}

}  // extern "C"
