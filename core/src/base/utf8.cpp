// Decoding by hand (lead byte, continuations, no overlongs or surrogates) so that every
// front end replaces exactly the same bytes.
#include "base/utf8.hpp"

namespace plumbline {

std::string valid_utf8(std::string_view text) {
    std::string out;
    out.reserve(text.size());
    const auto byte = [&](size_t i) { return static_cast<unsigned char>(text[i]); };
    const auto continuation = [&](size_t i) { return i < text.size() && (byte(i) & 0xC0) == 0x80; };
    size_t run = 0;   // start of the valid bytes not yet copied
    for (size_t i = 0; i < text.size();) {
        const unsigned char lead = byte(i);
        size_t length = 0;
        if (lead < 0x80) {
            length = 1;
        } else if (lead >= 0xC2 && lead <= 0xDF) {
            length = continuation(i + 1) ? 2 : 0;
        } else if (lead >= 0xE0 && lead <= 0xEF && continuation(i + 1) && continuation(i + 2)) {
            const unsigned char second = byte(i + 1);
            const bool overlong = lead == 0xE0 && second < 0xA0;
            const bool surrogate = lead == 0xED && second >= 0xA0;
            length = overlong || surrogate ? 0 : 3;
        } else if (lead >= 0xF0 && lead <= 0xF4 && continuation(i + 1) && continuation(i + 2) &&
                   continuation(i + 3)) {
            const unsigned char second = byte(i + 1);
            const bool overlong = lead == 0xF0 && second < 0x90;
            const bool too_big = lead == 0xF4 && second >= 0x90;
            length = overlong || too_big ? 0 : 4;
        }
        if (length == 0) {
            out.append(text.substr(run, i - run));
            out += "\xEF\xBF\xBD";
            run = ++i;
        } else {
            i += length;
        }
    }
    out.append(text.substr(run));
    return out;
}

}  // namespace plumbline
