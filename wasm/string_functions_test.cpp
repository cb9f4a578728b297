// Checks the module's memchr, memcmp, bcmp and strlen (wasm/string_functions.cpp) against
// byte-by-byte loops at every start offset within a 16-byte block, every length up to a few
// blocks and every position of the byte sought or the first difference, with bytes above
// 127 (compared unsigned). Built beside the module (build-wasm/string_functions_test.js)
// and run by tests/js/string-functions.test.mjs; prints each disagreement, exits 1 if any.
#include <cstdio>
#include <cstring>

extern "C" int bcmp(const void*, const void*, std::size_t);

namespace {

// Called through volatile pointers, so the compiler cannot answer a call itself.
void* (*volatile find)(const void*, int, std::size_t) = std::memchr;
int (*volatile compare)(const void*, const void*, std::size_t) = std::memcmp;
int (*volatile compare_equal)(const void*, const void*, std::size_t) = bcmp;
std::size_t (*volatile length)(const char*) = std::strlen;

int failures = 0;

void fail(const char* what, unsigned offset, unsigned n, int position, long got, long want) {
    if (++failures <= 20)
        std::printf("%s: offset %u, length %u, position %d: got %ld, want %ld\n", what, offset, n, position, got, want);
}

int sign(int x) { return (x > 0) - (x < 0); }

void test_memchr() {
    alignas(16) unsigned char buffer[160];
    for (unsigned offset = 0; offset < 16; ++offset)
        for (unsigned n = 0; n <= 80; ++n)
            for (int position = -1; position < static_cast<int>(n) + 2; ++position) {
                for (unsigned i = 0; i < sizeof buffer; ++i) buffer[i] = static_cast<unsigned char>(0x41 + i % 7);
                // The byte sought past the end too: it must not be found there.
                if (position >= 0) buffer[offset + position] = 0xe9;
                const unsigned char* start = buffer + offset;
                const void* want = nullptr;
                for (unsigned i = 0; i < n; ++i)
                    if (start[i] == 0xe9) { want = start + i; break; }
                const void* got = find(start, 0xe9, n);
                if (got != want)
                    fail("memchr", offset, n, position, got ? static_cast<const unsigned char*>(got) - start : -1,
                         want ? static_cast<const unsigned char*>(want) - start : -1);
                // The int is converted to unsigned char: 0x1e9 finds 0xe9.
                if (find(start, 0x1e9, n) != want) fail("memchr (int past a byte)", offset, n, position, 0, 0);
            }
}

void test_memcmp() {
    alignas(16) unsigned char a[128], b[128];
    for (unsigned offset_a = 0; offset_a < 16; ++offset_a)
        for (unsigned offset_b = 0; offset_b < 16; offset_b += 5)
            for (unsigned n = 0; n <= 50; ++n)
                for (int position = -1; position < static_cast<int>(n) + 1; ++position)
                    for (int high = 0; high < 2; ++high) {
                        for (unsigned i = 0; i < sizeof a; ++i) a[i] = b[i] = static_cast<unsigned char>(0x30 + i % 11);
                        unsigned char* l = a + offset_a;
                        unsigned char* r = b + offset_b;
                        for (unsigned i = 0; i < n + 1; ++i) r[i] = l[i];
                        // A difference at position (past the end when position == n), the
                        // larger byte on either side, above 127 on one.
                        if (position >= 0) {
                            l[position] = high ? 0xf0 : 0x20;
                            r[position] = high ? 0x10 : 0x90;
                        }
                        int want = 0;
                        for (unsigned i = 0; i < n; ++i)
                            if (l[i] != r[i]) { want = l[i] - r[i]; break; }
                        const int got = compare(l, r, n);
                        if (sign(got) != sign(want)) fail("memcmp", offset_a, n, position, got, want);
                        if ((compare_equal(l, r, n) == 0) != (want == 0)) fail("bcmp", offset_a, n, position, 1, 0);
                    }
}

void test_strlen() {
    alignas(16) char buffer[160];
    for (unsigned offset = 0; offset < 16; ++offset)
        for (unsigned n = 0; n <= 80; ++n) {
            // Zeros before the string's start must not end it.
            for (unsigned i = 0; i < sizeof buffer; ++i) buffer[i] = 0;
            for (unsigned i = 0; i < n; ++i) buffer[offset + i] = static_cast<char>(i % 2 ? 0x80 + i : 'a' + i % 26);
            const std::size_t got = length(buffer + offset);
            if (got != n) fail("strlen", offset, n, -1, static_cast<long>(got), n);
        }
}

}  // namespace

int main() {
    test_memchr();
    test_memcmp();
    test_strlen();
    if (failures) {
        std::printf("%d disagreements\n", failures);
        return 1;
    }
    std::printf("memchr, memcmp, bcmp and strlen agree with the byte loops\n");
    return 0;
}
