// Mermaid's preprocessing (preprocess.ts: front matter, `%%{...}%%` directives, whole-line
// `%%` comments), its diagram type detection, then the flowchart or state parser. The
// removed parts are blanked, not cut, so every span is the source's own line and column.
#include "formats/mermaid/mermaid_reader.hpp"

#include <array>
#include <string>
#include <utility>

#include "formats/mermaid/mermaid_parse.hpp"

namespace plumbline::mermaid {

bool Context::fail(size_t at, const std::string& got, const std::string& expecting, const std::string& plain,
                   const char* code) {
    if (failed) return false;
    failed = true;
    // At the end of the text Mermaid names the line of the last token it read.
    if (at >= text.size() || got == "EOF") {
        size_t last = text.size();
        while (last > 0 && (text[last - 1] == ' ' || text[last - 1] == '\t' || text[last - 1] == '\r' ||
                            text[last - 1] == '\n'))
            --last;
        at = last > 0 ? last - 1 : 0;
    }
    const Span span = lines.at(at < text.size() ? at : text.size());
    // Mermaid shows the line up to the error: "...A --> B(".
    size_t line_start = text.rfind('\n', at == 0 ? 0 : at - 1);
    line_start = line_start == std::string_view::npos || at == 0 ? 0 : line_start + 1;
    if (at > 0 && text.size() > 0 && line_start > at) line_start = at;
    size_t from = at > line_start + 40 ? at - 40 : line_start;
    std::string context(text.substr(from, (at < text.size() ? at : text.size()) - from));
    for (char& c : context)
        if (c == '\n' || c == '\r' || c == '\t') c = ' ';
    std::string message = "Parse error on line " + std::to_string(span.line) + ": ..." + context + " Expecting " +
                          expecting + ", got '" + got + "': " + plain + ".";
    reporter.add(Severity::Error, code, std::move(message), span);
    return false;
}

bool Context::step(size_t at) {
    if (++steps <= limits.max_steps) return true;
    if (!failed) {
        failed = true;
        reporter.add(Severity::Error, "read.limit.steps",
                     "The Mermaid text has more than " + std::to_string(limits.max_steps) +
                         " statements and tokens, the step budget; reading stopped.",
                     lines.at(at));
    }
    return false;
}

bool Context::items_ok(size_t at) {
    if (graph.nodes.size() + graph.edges.size() < limits.max_items) return true;
    if (!failed) {
        failed = true;
        reporter.add(Severity::Error, "read.limit.items",
                     "The diagram has more than " + std::to_string(limits.max_items) +
                         " nodes and edges, the item budget; reading stopped.",
                     lines.at(at));
    }
    return false;
}

int Context::node(std::string_view id, size_t at, size_t end) {
    const std::string key(id);
    if (const auto found = index.find(key); found != index.end()) return found->second;
    if (!items_ok(at)) return -1;
    GraphNode n;
    n.id = key;
    n.label = key;
    n.span = lines.range(at, end);
    graph.nodes.push_back(std::move(n));
    const int i = static_cast<int>(graph.nodes.size()) - 1;
    index.emplace(key, i);
    return i;
}

bool Context::edge(int from, int to, EdgeDirection direction, std::string label, size_t at, size_t end) {
    if (!items_ok(at)) return false;
    GraphEdge e;
    e.from = from;
    e.to = to;
    e.direction = direction;
    e.label = std::move(label);
    e.span = lines.range(at, end);
    graph.edges.push_back(std::move(e));
    return true;
}

bool Context::depth_ok(int depth, size_t at) {
    if (depth <= limits.max_depth) return true;
    if (!failed) {
        failed = true;
        reporter.add(Severity::Error, "read.limit.depth",
                     "Subgraphs or composite states are nested more than " + std::to_string(limits.max_depth) +
                         " deep, the depth budget; reading stopped.",
                     lines.at(at));
    }
    return false;
}

size_t accessibility_end(std::string_view text, size_t i, bool any_case) {
    const auto starts = [&](std::string_view w) {
        if (i + w.size() > text.size()) return false;
        for (size_t k = 0; k < w.size(); ++k) {
            char c = text[i + k], d = w[k];
            if (any_case && c >= 'A' && c <= 'Z') c = static_cast<char>(c - 'A' + 'a');
            if (any_case && d >= 'A' && d <= 'Z') d = static_cast<char>(d - 'A' + 'a');
            if (c != d) return false;
        }
        return true;
    };
    if (!starts("accTitle") && !starts("accDescr")) return std::string_view::npos;
    size_t k = i + 8;
    while (k < text.size() && (text[k] == ' ' || text[k] == '\t' || text[k] == '\r' || text[k] == '\f' || text[k] == '\v')) ++k;
    if (k < text.size() && text[k] == '{') {
        const size_t close = text.find('}', k);
        return close == std::string_view::npos ? text.size() : close + 1;
    }
    if (k < text.size() && text[k] == ':') {
        const size_t eol = text.find('\n', k);
        return eol == std::string_view::npos ? text.size() : eol;
    }
    return std::string_view::npos;
}

namespace {

bool blank(char c) { return c == ' ' || c == '\t' || c == '\r' || c == '\f' || c == '\v'; }

void blank_out(std::string& s, size_t begin, size_t end) {
    for (size_t i = begin; i < end && i < s.size(); ++i)
        if (s[i] != '\n') s[i] = ' ';
}

// preprocess.ts in place: front matter (`---` ... `---` opening the text), directives
// `%%{...}%%`, lines that are only a `%%` comment. Returns the front matter's end.
void preprocess(std::string& s) {
    // Front matter: "---" then a line break at the very start, up to a line "---".
    if (s.compare(0, 3, "---") == 0) {
        size_t i = 3;
        while (i < s.size() && blank(s[i])) ++i;
        if (i < s.size() && s[i] == '\n') {
            size_t line = i + 1;
            while (line < s.size()) {
                size_t eol = s.find('\n', line);
                if (eol == std::string::npos) eol = s.size();
                size_t k = line;
                if (s.compare(line, 3, "---") == 0) {
                    k = line + 3;
                    while (k < eol && blank(s[k])) ++k;
                    if (k == eol && eol < s.size()) {
                        blank_out(s, 0, eol);
                        break;
                    }
                }
                line = eol + 1;
            }
        }
    }
    // HTML in labels: attributes' double quotes become single ones (cleanupText), so that
    // `<img src="x.png">` does not end a quoted label.
    for (size_t at = s.find('<'); at != std::string::npos; at = s.find('<', at + 1)) {
        size_t k = at + 1;
        while (k < s.size() && ((s[k] >= 'a' && s[k] <= 'z') || (s[k] >= 'A' && s[k] <= 'Z') ||
                                (s[k] >= '0' && s[k] <= '9') || s[k] == '_'))
            ++k;
        if (k == at + 1) continue;
        const size_t close = s.find('>', k);
        if (close == std::string::npos) break;
        for (size_t q = k; q + 1 < close; ++q) {
            if (s[q] != '=' || s[q + 1] != '"') continue;
            const size_t end = s.find('"', q + 2);
            if (end == std::string::npos || end > close) break;
            s[q + 1] = '\'';
            s[end] = '\'';
            q = end;
        }
        at = close;   // matches do not overlap (a global regex), so each byte is looked at once
    }
    // Directives: "%%{" up to "}%%" (or the end).
    for (size_t at = s.find("%%{"); at != std::string::npos; at = s.find("%%{", at)) {
        const size_t close = s.find("}%%", at + 3);
        const size_t end = close == std::string::npos ? s.size() : close + 3;
        blank_out(s, at, end);
        at = end;
    }
    // Comment lines: blanks, "%%", then at least one character (comments.ts).
    for (size_t line = 0; line < s.size();) {
        size_t eol = s.find('\n', line);
        if (eol == std::string::npos) eol = s.size();
        size_t i = line;
        while (i < eol && blank(s[i])) ++i;
        if (i + 2 < eol && s[i] == '%' && s[i + 1] == '%') blank_out(s, line, eol);
        line = eol + 1;
    }
}

bool starts_with(std::string_view s, size_t i, std::string_view word) { return s.substr(i, word.size()) == word; }

// Diagram types Mermaid draws that this reader does not read, by their keyword.
constexpr std::array<std::string_view, 33> kOtherTypes = {
    "sequenceDiagram", "classDiagram-v2", "classDiagram", "erDiagram", "gantt", "pie", "journey", "gitGraph",
    "mindmap", "timeline", "quadrantChart", "requirementDiagram", "requirement", "C4Context", "C4Container",
    "C4Component", "C4Dynamic", "C4Deployment", "sankey-beta", "sankey", "xychart-beta", "xychart", "block-beta",
    "block", "packet-beta", "packet", "architecture-beta", "architecture", "kanban", "radar-beta", "treemap-beta",
    "treemap", "zenuml"};

bool word_end(std::string_view s, size_t i) {
    return i >= s.size() || !((s[i] >= 'a' && s[i] <= 'z') || (s[i] >= 'A' && s[i] <= 'Z') ||
                              (s[i] >= '0' && s[i] <= '9') || s[i] == '_' || s[i] == '-');
}

}  // namespace

}  // namespace plumbline::mermaid

namespace plumbline {

ReadResult read_mermaid(std::string_view text, std::string_view source_name, const ReadLimits& limits) {
    using namespace mermaid;
    ReadResult result;
    result.scene.format = "mermaid";
    ReadReporter reporter{std::string(source_name), result.diagnostics};
    if (text.size() > limits.max_bytes) {
        reporter.add(Severity::Error, "read.limit.bytes",
                     "The Mermaid text is " + std::to_string(text.size()) + " bytes, over the input budget of " +
                         std::to_string(limits.max_bytes) + "; it is not read.",
                     Span{});
        reporter.finish();
        return result;
    }
    std::string cleaned(text);
    preprocess(cleaned);
    Context ctx(cleaned, limits, reporter, result);
    size_t i = 0;
    while (i < cleaned.size() && (blank(cleaned[i]) || cleaned[i] == '\n')) ++i;
    bool ok = false;
    const std::string_view s = cleaned;
    if ((starts_with(s, i, "flowchart-elk") && word_end(s, i + 13))) ok = parse_flowchart(ctx, i + 13);
    else if (starts_with(s, i, "flowchart") && word_end(s, i + 9)) ok = parse_flowchart(ctx, i + 9);
    else if (starts_with(s, i, "graph") && word_end(s, i + 5)) ok = parse_flowchart(ctx, i + 5);
    else if (s.size() - i >= 12 && (s.substr(i, 12) == "stateDiagram" ||
                                    [&] {   // the state lexer is case-insensitive
                                        std::string w(s.substr(i, 12));
                                        for (char& c : w) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
                                        return w == "statediagram";
                                    }()))
        ok = parse_state(ctx, i);
    else {
        std::string_view other;
        for (std::string_view t : kOtherTypes)
            if (starts_with(s, i, t) && word_end(s, i + t.size())) {
                other = t;
                break;
            }
        if (!other.empty()) {
            reporter.add(Severity::Error, "mermaid.diagram.unsupported",
                         "This is a Mermaid " + std::string(other) +
                             ", which Plumbline does not read: it reads flowcharts (flowchart, graph) and state "
                             "diagrams (stateDiagram, stateDiagram-v2).",
                         ctx.lines.range(i, i + other.size()));
        } else {
            size_t eol = s.find('\n', i);
            if (eol == std::string_view::npos) eol = s.size();
            std::string first(s.substr(i, std::min<size_t>(eol - i, 60)));
            reporter.add(Severity::Error, "mermaid.diagram.unknown",
                         i >= s.size() ? "The Mermaid text is empty: no diagram type (flowchart, graph, stateDiagram...)."
                                       : "No diagram type detected matching given configuration for text: \"" + first +
                                             "\" (Mermaid's words): a Mermaid diagram starts with its type, such as "
                                             "flowchart TD, graph LR or stateDiagram-v2.",
                         ctx.lines.at(i < s.size() ? i : 0));
        }
    }
    if (ok && !ctx.failed) {
        bool directed = false;
        for (const GraphEdge& e : ctx.graph.edges) directed |= e.direction != EdgeDirection::None;
        ctx.graph.directed = directed;
        result.scene.graph = std::move(ctx.graph);
        result.ok = true;
    }
    reporter.finish();
    return result;
}

}  // namespace plumbline
