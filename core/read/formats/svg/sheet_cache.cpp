#include "formats/svg/sheet_cache.hpp"

#include <array>
#include <string>

#include "base/same_bytes.hpp"

namespace plumbline::svg {

namespace {

// Sheets larger than this are parsed every time: a cache entry holds its texts and rules
// for the thread's life, and a hostile sheet of megabytes should not stay behind.
constexpr size_t kMaxCachedBytes = 64 * 1024;
// The given drawings' sheets and the answers' copies of them: a few are enough.
constexpr size_t kEntries = 4;

ParsedSheets parse(const std::vector<StyleText>& texts) {
    css::StyleSheet sheet;
    ParsedSheets out;
    for (const StyleText& style : texts) {
        const size_t first_problem = sheet.problems.size();
        css::parse_stylesheet(style.text, sheet);
        out.problems.emplace_back(sheet.problems.begin() + static_cast<std::ptrdiff_t>(first_problem),
                                  sheet.problems.end());
    }
    sheet.problems.clear();
    out.index = std::make_shared<const IndexedSheet>(std::move(sheet));
    return out;
}

struct Entry {
    std::vector<std::string> texts;
    ParsedSheets parsed;
};

bool same_texts(const std::vector<std::string>& kept, const std::vector<StyleText>& texts) {
    if (kept.size() != texts.size()) return false;
    for (size_t i = 0; i < kept.size(); ++i)
        if (!same_bytes(kept[i], texts[i].text)) return false;
    return true;
}

}  // namespace

ParsedSheets parse_style_sheets(const std::vector<StyleText>& texts) {
    size_t bytes = 0;
    for (const StyleText& style : texts) bytes += style.text.size();
    if (texts.empty() || bytes > kMaxCachedBytes) return parse(texts);

    thread_local std::array<Entry, kEntries> entries;
    thread_local size_t next = 0;   // the entry replaced next, round robin
    for (const Entry& e : entries)
        if (e.parsed.index && same_texts(e.texts, texts)) return e.parsed;
    Entry& e = entries[next];
    next = (next + 1) % kEntries;
    e.texts.clear();
    for (const StyleText& style : texts) e.texts.push_back(style.text);
    e.parsed = parse(texts);
    return e.parsed;
}

}  // namespace plumbline::svg
