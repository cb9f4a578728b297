// How many random rounds a property test runs. Natively, all it asks for; in the sanitizer
// build (scripts/test-sanitizers.sh) a fifth: the rounds take the same code paths, so the
// memory and undefined-behaviour checks see in 600 what 3,000 would show them, and the full
// count made three property tests a third of the sanitizer CTest's time (78 s, 27 s, 16 s).
#pragma once

namespace plumbline_test {

#if defined(__SANITIZE_ADDRESS__)
constexpr bool kSanitized = true;
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
constexpr bool kSanitized = true;
#else
constexpr bool kSanitized = false;
#endif
#else
constexpr bool kSanitized = false;
#endif

constexpr int rounds(int native) { return kSanitized ? (native + 4) / 5 : native; }

}  // namespace plumbline_test
