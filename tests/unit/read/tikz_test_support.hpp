// Helpers the TikZ reader tests share: reading a picture body, the primary items of a
// kind, and diagnostics by code.
#pragma once

#include <algorithm>
#include <string>
#include <vector>

#include "formats/read.hpp"

namespace tikz_test {

using namespace plumbline;

constexpr double kCm = 72.27 / 2.54;   // pt

inline ReadResult picture(const std::string& body, const std::string& options = "", const ReadLimits& limits = {}) {
    return read_tikz("\\begin{tikzpicture}" + (options.empty() ? "" : "[" + options + "]") + "\n" + body +
                         "\n\\end{tikzpicture}",
                     "candidate", limits);
}

template <class T>
std::vector<T> primary(const Scene& scene) {
    std::vector<T> out;
    for (size_t i = 0; i < scene.items.size(); ++i)
        if (scene.items[i].is_primary(static_cast<int>(i)))
            if (const T* g = std::get_if<T>(&scene.items[i].geometry)) out.push_back(*g);
    return out;
}

inline std::vector<const Item*> primaries(const Scene& scene) {
    std::vector<const Item*> out;
    for (size_t i = 0; i < scene.items.size(); ++i)
        if (scene.items[i].is_primary(static_cast<int>(i))) out.push_back(&scene.items[i]);
    return out;
}

inline const Diagnostic* find(const ReadResult& r, const std::string& code) {
    for (const Diagnostic& d : r.diagnostics)
        if (d.code == code) return &d;
    return nullptr;
}

inline bool near(const Vec2& a, const Vec2& b, double tol = 1e-6) { return (a - b).norm() <= tol; }

inline bool same_segment(const Segment& s, Vec2 a, Vec2 b, double tol = 1e-6) {
    return (near(s.a, a, tol) && near(s.b, b, tol)) || (near(s.a, b, tol) && near(s.b, a, tol));
}

inline std::string codes(const ReadResult& r) {
    std::string s;
    for (const Diagnostic& d : r.diagnostics) s += d.code + "@" + std::to_string(d.span.line) + ":" + std::to_string(d.span.column) + " " + d.message + "\n";
    return s;
}

}  // namespace tikz_test
