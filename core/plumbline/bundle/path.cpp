// Paths a manifest names. A bundle is published and opened elsewhere, so its paths must
// stay inside it: relative, never climbing out with "..". Normalising them lets a page look
// them up among the files it was given, however the manifest spells them.
#include <string>

#include "bundle/bundle.hpp"

namespace plumbline {

bool bundle_path(std::string_view path, std::string& out) {
    out.clear();
    if (path.empty() || path.front() == '/' || path.front() == '\\') return false;
    if (path.find('\0') != std::string_view::npos) return false;
    size_t start = 0;
    while (start <= path.size()) {
        size_t end = path.find_first_of("/\\", start);
        if (end == std::string_view::npos) end = path.size();
        const std::string_view part = path.substr(start, end - start);
        start = end + 1;
        if (part.empty() || part == ".") continue;
        // ".." climbs out; "C:" is a drive, absolute on Windows.
        if (part == ".." || (out.empty() && part.size() == 2 && part[1] == ':')) return false;
        if (!out.empty()) out += '/';
        out.append(part);
    }
    return !out.empty();
}

}  // namespace plumbline
