// Finds Mermaid diagrams line by line, forward only.
#include "formats/mermaid/mermaid_blocks.hpp"

#include <algorithm>
#include <array>

namespace plumbline {

namespace {

constexpr size_t npos = std::string_view::npos;

bool blank(char c) { return c == ' ' || c == '\t' || c == '\r' || c == '\f'; }
bool word_char(char c) {
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_' || c == '-';
}

std::string_view trimmed(std::string_view line) {
    while (!line.empty() && blank(line.front())) line.remove_prefix(1);
    while (!line.empty() && blank(line.back())) line.remove_suffix(1);
    return line;
}

bool keyword(std::string_view line, std::string_view word) {
    return line.substr(0, word.size()) == word && (line.size() == word.size() || !word_char(line[word.size()]));
}

// A flowchart or state diagram header alone on its line: "flowchart TD", "graph LR;",
// "stateDiagram-v2".
bool header_line(std::string_view line) {
    line = trimmed(line);
    if (!line.empty() && line.back() == ';') line = trimmed(line.substr(0, line.size() - 1));
    if (line == "stateDiagram" || line == "stateDiagram-v2") return true;
    for (std::string_view kw : {std::string_view("flowchart"), std::string_view("graph")}) {
        if (!keyword(line, kw)) continue;
        const std::string_view dir = trimmed(line.substr(kw.size()));
        if (dir.empty() || dir == "TB" || dir == "TD" || dir == "BT" || dir == "LR" || dir == "RL") return true;
    }
    return false;
}

// Any diagram type's keyword opening the line (in a fence).
bool any_type_line(std::string_view line) {
    line = trimmed(line);
    static const std::array<std::string_view, 36> types = {
        "flowchart", "flowchart-elk", "graph", "stateDiagram", "stateDiagram-v2", "sequenceDiagram",
        "classDiagram", "classDiagram-v2", "erDiagram", "gantt", "pie", "journey", "gitGraph", "mindmap",
        "timeline", "quadrantChart", "requirementDiagram", "C4Context", "C4Container", "C4Component", "C4Dynamic",
        "C4Deployment", "sankey-beta", "xychart-beta", "block-beta", "packet-beta", "architecture-beta", "kanban",
        "radar-beta", "treemap-beta", "zenuml", "sankey", "xychart", "block", "packet", "treemap"};
    if (keyword(line, "graph") || keyword(line, "flowchart")) return header_line(line);
    for (std::string_view t : types) {
        if (!keyword(line, t)) continue;
        // "pie title Pets", "gantt", "sequenceDiagram": not "graph [rankdir=LR]" or "block {"
        const std::string_view rest = trimmed(line.substr(t.size()));
        return rest.empty() || !(rest[0] == '{' || rest[0] == '[' || rest[0] == '=' || rest[0] == '(');
    }
    return false;
}

bool in_code_span(std::string_view s, size_t at, size_t begin) {
    size_t ticks = 0;
    for (size_t i = at; i > begin && s[i - 1] != '\n'; --i) ticks += s[i - 1] == '`';
    return ticks % 2 == 1;
}

}  // namespace

void find_mermaid_blocks(std::string_view text, size_t begin, size_t end, bool prose, std::vector<Block>& out) {
    end = std::min(end, text.size());
    size_t preamble = npos;   // the first front matter or %% line before a header, in a fence
    bool in_front = false;
    for (size_t line = begin; line < end;) {
        size_t next = text.substr(0, end).find('\n', line);
        next = next == npos ? end : next + 1;
        const std::string_view content = text.substr(line, next - line - (next > line && text[next - 1] == '\n'));
        const std::string_view t = trimmed(content);
        if (!prose) {
            if (in_front) {
                if (t == "---") in_front = false;
                line = next;
                continue;
            }
            if (t == "---" && preamble == npos) {
                preamble = line;
                in_front = true;
                line = next;
                continue;
            }
            if (t.substr(0, 2) == "%%") {
                if (preamble == npos) preamble = line;
                line = next;
                continue;
            }
            if (t.empty()) {
                line = next;
                continue;
            }
            if (any_type_line(content)) {
                out.push_back({preamble != npos ? preamble : line, end, true});
                return;
            }
            preamble = npos;
            line = next;
            continue;
        }
        if (header_line(content) && !in_code_span(text, line + (content.size() - t.size()), begin)) {
            // up to the first blank line
            size_t stop = next;
            while (stop < end) {
                size_t after = text.substr(0, end).find('\n', stop);
                after = after == npos ? end : after + 1;
                if (trimmed(text.substr(stop, after - stop - (text[after - 1] == '\n'))).empty()) break;
                stop = after;
            }
            size_t last = stop;
            while (last > line && (text[last - 1] == '\n' || blank(text[last - 1]))) --last;
            out.push_back({line, last, true});
            line = stop;
            continue;
        }
        line = next;
    }
}

}  // namespace plumbline
