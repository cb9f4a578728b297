// Checks plumb's operator new and delete (cli/small_blocks.cpp), linked in as plumb links
// them: a long random run of blocks of every small class and past it, each filled with its
// own byte and checked before it is freed (an overlap or a lost byte shows); new's
// alignment; the array, sized and nothrow forms; bad_alloc for what cannot be had; and two
// threads freeing each other's blocks while they allocate, as plumb batch -j's threads may.
// Prints each failure and exits 1 if any (CTest: cli-small-blocks).
#include <algorithm>
#include <atomic>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <mutex>
#include <new>
#include <thread>
#include <vector>

#include "small_blocks.hpp"
#include "support/filled_blocks.hpp"

namespace {

using filled::Block;
using filled::fail;
using filled::failures;
using filled::intact;

struct Random {
    std::uint32_t state;
    std::uint32_t next() { return state = state * 1664525u + 1013904223u; }
    std::size_t size() {
        const std::uint32_t r = next() >> 8;
        if (r % 16 == 0) return 257 + r % 5000;   // past the small classes
        return r % 300;                           // every small class, 0 and the edges included
    }
};

// Called through a volatile pointer, so the compiler cannot pair or drop new and delete.
void* (*volatile plain_new)(std::size_t) = [](std::size_t n) { return ::operator new(n); };

Block make(Random& random, std::size_t step) {
    Block b;
    b.size = random.size();
    b.bytes = static_cast<unsigned char*>(plain_new(b.size));
    if (reinterpret_cast<std::uintptr_t>(b.bytes) % __STDCPP_DEFAULT_NEW_ALIGNMENT__ != 0)
        fail("misaligned block", step, b.size);
    b.fill = static_cast<unsigned char>(random.next() >> 24);
    std::memset(b.bytes, b.fill, b.size);
    return b;
}

// One thread's run; blocks it gives away go to `outbox`, and it frees what is in `inbox`.
void random_run(std::uint32_t seed, std::vector<Block>* inbox, std::vector<Block>* outbox, std::mutex* lock) {
    Random random{seed};
    std::vector<Block> live(2000);
    for (std::size_t step = 0; step < 200000; ++step) {
        Block& b = live[(random.next() >> 8) % live.size()];
        if (!b.bytes) {
            b = make(random, step);
            continue;
        }
        if (!intact(b)) fail("block changed while alive", step, b.size);
        if (outbox && (random.next() >> 8) % 8 == 0) {
            const std::lock_guard<std::mutex> hold(*lock);
            outbox->push_back(b);
        } else if ((random.next() >> 8) % 2 == 0) {
            ::operator delete(b.bytes, b.size);   // sized, as the library's containers free
        } else {
            ::operator delete(b.bytes);
        }
        b = Block{};
        if (inbox && step % 64 == 0) {
            std::vector<Block> taken;
            {
                const std::lock_guard<std::mutex> hold(*lock);
                taken.swap(*inbox);
            }
            for (const Block& t : taken) {
                if (!intact(t)) fail("block changed in another thread", step, t.size);
                ::operator delete(t.bytes);
            }
        }
    }
    for (const Block& b : live)
        if (b.bytes) {
            if (!intact(b)) fail("block changed while alive", 0, b.size);
            ::operator delete(b.bytes);
        }
}

// Run first, while the 208-byte class has no freed blocks: two of its blocks follow one
// another in their slab with no header between (glibc's chunks for 208 bytes are 224
// apart), so the operators are cli/small_blocks.cpp's, not the library's.
void carved_from_a_slab() {
    if (!PLUMB_SMALL_BLOCKS) return;
    auto* a = static_cast<unsigned char*>(plain_new(208));
    auto* b = static_cast<unsigned char*>(plain_new(208));
    if (b - a != 208) fail("two 208-byte blocks are not next to each other in a slab", 0, 208);
    ::operator delete(b);
    ::operator delete(a);
}

void forms() {
    // A freed small block is used again first: what keeps the memory bounded. (Not so
    // under the sanitizers, whose operators hold freed blocks back to catch late uses.)
    if (PLUMB_SMALL_BLOCKS) {
        for (std::size_t size : {std::size_t{0}, std::size_t{1}, std::size_t{16}, std::size_t{17}, std::size_t{256}}) {
            void* first = plain_new(size);
            ::operator delete(first);
            void* again = plain_new(size);
            if (again != first) fail("freed block not used again", 0, size);
            ::operator delete(again);
        }
    }
    auto* array = new std::uint64_t[40];
    for (int i = 0; i < 40; ++i) array[i] = static_cast<std::uint64_t>(i);
    if (array[39] != 39) fail("array block", 0, 320);
    delete[] array;
    void* quiet = ::operator new(24, std::nothrow);
    if (!quiet) fail("nothrow new returned null", 0, 24);
    ::operator delete(quiet, std::nothrow);
    // Aligned forms are malloc's, as by default.
    void* aligned = ::operator new(100, std::align_val_t{64});
    if (reinterpret_cast<std::uintptr_t>(aligned) % 64 != 0) fail("aligned new", 0, 100);
    ::operator delete(aligned, std::align_val_t{64});
    if (!PLUMB_SMALL_BLOCKS) return;   // the sanitizers stop the program at an impossible size
    bool threw = false;
    try {
        void* impossible = plain_new(std::size_t{1} << 62);
        ::operator delete(impossible);
    } catch (const std::bad_alloc&) {
        threw = true;
    }
    if (!threw) fail("no bad_alloc for 2^62 bytes", 0, 0);
    if (::operator new(std::size_t{1} << 62, std::nothrow) != nullptr) fail("nothrow new of 2^62 bytes", 0, 0);
}

}  // namespace

int main() {
    carved_from_a_slab();
    forms();
    random_run(12345, nullptr, nullptr, nullptr);
    std::vector<Block> a_to_b, b_to_a;
    std::mutex lock;
    std::thread a(random_run, 1u, &b_to_a, &a_to_b, &lock);
    std::thread b(random_run, 2u, &a_to_b, &b_to_a, &lock);
    a.join();
    b.join();
    for (std::vector<Block>* left : {&a_to_b, &b_to_a})
        for (const Block& block : *left) ::operator delete(block.bytes);
    if (failures) {
        std::printf("%d failures\n", failures.load());
        return 1;
    }
    std::printf("operator new and delete: all checks passed\n");
    return 0;
}
