// Escaping for the SVG the core writes: whatever a source's text holds, the document
// stays well-formed XML (a browser refuses to show a malformed one at all).
#include "base/utf8.hpp"
#include "scene/svg_writer.hpp"

namespace plumbline {

std::string xml_escape(std::string_view text) {
    const std::string valid = valid_utf8(text);
    std::string out;
    out.reserve(valid.size());
    for (const char c : valid) {
        switch (c) {
            case '&': out += "&amp;"; break;
            case '<': out += "&lt;"; break;
            case '>': out += "&gt;"; break;
            case '"': out += "&quot;"; break;
            case '\'': out += "&apos;"; break;
            default:
                // XML 1.0 allows no control characters but tab, LF and CR.
                if (static_cast<unsigned char>(c) < 0x20 && c != '\t' && c != '\n' && c != '\r')
                    out += "\xEF\xBF\xBD";
                else
                    out += c;
        }
    }
    return out;
}

}  // namespace plumbline
