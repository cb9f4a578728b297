// CSS as SVG drawings use it: a tolerant tokenizer for sheets and declaration blocks, the
// selector subset, specificity, and a budgeted right-to-left matcher.
#include "formats/svg/css.hpp"

#include <cstring>

#include "base/ascii.hpp"
#include "base/number_syntax.hpp"

namespace plumbline::svg::css {

namespace {

constexpr size_t kMaxCompounds = 32;   // keeps the matcher's recursion shallow

std::string to_lower(std::string_view s) {
    std::string out(s);
    for (char& c : out) c = ascii_lower(c);
    return out;
}

bool equals_ignore_case(std::string_view a, std::string_view b) {
    if (a.size() != b.size()) return false;
    for (size_t i = 0; i < a.size(); ++i)
        if (ascii_lower(a[i]) != ascii_lower(b[i])) return false;
    return true;
}

bool is_ident_char(char c) {
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '-' ||
           c == '_' || static_cast<unsigned char>(c) >= 0x80;
}

// Comments become spaces, so offsets into the result are offsets into the original.
std::string blank_comments(std::string_view text) {
    std::string out(text);
    char quote = 0;
    for (size_t i = 0; i < out.size(); ++i) {
        const char c = out[i];
        if (quote) {
            if (c == '\\') ++i;
            else if (c == quote) quote = 0;
        } else if (c == '"' || c == '\'') {
            quote = c;
        } else if (c == '/' && i + 1 < out.size() && out[i + 1] == '*') {
            const size_t close = out.find("*/", i + 2);
            const size_t end = close == std::string::npos ? out.size() : close + 2;
            for (size_t j = i; j < end; ++j)
                if (out[j] != '\n') out[j] = ' ';
            i = end - 1;
        }
    }
    return out;
}

// strchr(stops, c) != nullptr, inline: this runs for every character of a sheet.
bool is_stop(char c, const char* stops) {
    for (const char* s = stops;; ++s) {
        if (*s == c) return true;
        if (!*s) return false;
    }
}

// The offset of the first of `stops` outside quotes, parentheses and brackets, or npos.
size_t find_top_level(std::string_view text, size_t pos, const char* stops) {
    char quote = 0;
    int depth = 0;
    for (size_t i = pos; i < text.size(); ++i) {
        const char c = text[i];
        if (quote) {
            if (c == '\\') ++i;
            else if (c == quote) quote = 0;
            continue;
        }
        if (c == '"' || c == '\'') quote = c;
        else if (c == '(' || c == '[') ++depth;
        else if ((c == ')' || c == ']') && depth > 0) --depth;
        else if (depth == 0 && is_stop(c, stops)) return i;
    }
    return std::string_view::npos;
}

// The offset just past the '}' that closes the block opened before `pos` (nested blocks
// and strings skipped), or the end of the text: CSS closes open blocks at the end.
size_t block_end(std::string_view text, size_t pos) {
    int depth = 1;
    char quote = 0;
    for (size_t i = pos; i < text.size(); ++i) {
        const char c = text[i];
        if (quote) {
            if (c == '\\') ++i;
            else if (c == quote) quote = 0;
        } else if (c == '"' || c == '\'') {
            quote = c;
        } else if (c == '{') {
            ++depth;
        } else if (c == '}' && --depth == 0) {
            return i + 1;
        }
    }
    return text.size();
}

std::vector<Declaration> parse_declarations_uncommented(std::string_view block) {
    std::vector<Declaration> out;
    out.reserve(4);   // a fill, a stroke, a width, an opacity
    size_t pos = 0;
    while (pos <= block.size()) {
        size_t end = find_top_level(block, pos, ";");
        if (end == std::string_view::npos) end = block.size();
        const std::string_view item = block.substr(pos, end - pos);
        pos = end + 1;
        const size_t colon = item.find(':');
        if (colon == std::string_view::npos) continue;
        const std::string_view name = trim(item.substr(0, colon));
        std::string_view value = trim(item.substr(colon + 1));
        if (name.empty()) continue;
        bool valid_name = true;
        for (char c : name) valid_name = valid_name && is_ident_char(c);
        if (!valid_name) continue;
        Declaration d;
        d.name = to_lower(name);
        const size_t bang = value.rfind('!');
        if (bang != std::string_view::npos && equals_ignore_case(trim(value.substr(bang + 1)), "important")) {
            d.important = true;
            value = trim(value.substr(0, bang));
        }
        if (value.empty()) continue;
        d.value = std::string(value);
        out.push_back(std::move(d));
    }
    return out;
}

// --- selectors ------------------------------------------------------------------------

class SelectorReader {
public:
    explicit SelectorReader(std::string_view text) : t_(text) {}

    bool read(Selector& out, std::string& error) {
        pos_ = skip_spaces(t_, 0);
        for (;;) {
            Compound compound;
            if (!read_compound(compound)) return fail(error);
            out.compounds.push_back(std::move(compound));
            if (out.compounds.size() > kMaxCompounds) {
                error_ = "more than 32 compound selectors";
                return fail(error);
            }
            const size_t before = pos_;
            pos_ = skip_spaces(t_, pos_);
            if (pos_ == t_.size()) break;
            const char c = t_[pos_];
            if (c == '>' || c == '+' || c == '~') {
                out.combinators.push_back(c == '>' ? Combinator::Child
                                          : c == '+' ? Combinator::Adjacent
                                                     : Combinator::Sibling);
                pos_ = skip_spaces(t_, pos_ + 1);
            } else if (pos_ > before) {
                out.combinators.push_back(Combinator::Descendant);
            } else {
                error_ = std::string("unexpected '") + c + "'";
                return fail(error);
            }
        }
        long ids = 0, classes = 0, types = 0;
        for (const Compound& c : out.compounds) {
            ids += static_cast<long>(c.ids.size());
            classes += static_cast<long>(c.classes.size() + c.attributes.size() + c.pseudos.size());
            types += c.tag.empty() ? 0 : 1;
        }
        out.specificity = ids * 1000000 + classes * 1000 + types;
        return true;
    }

private:
    bool read_compound(Compound& c) {
        bool any = false;
        if (pos_ < t_.size() && t_[pos_] == '*') {
            ++pos_;
            any = true;
        } else if (pos_ < t_.size() && is_ident_char(t_[pos_])) {
            c.tag = read_ident();
            any = true;
        }
        if (pos_ < t_.size() && t_[pos_] == '|') {
            error_ = "namespace prefixes in selectors are not supported";
            return false;
        }
        while (pos_ < t_.size()) {
            const char k = t_[pos_];
            if (k == '#' || k == '.') {
                ++pos_;
                std::string name = read_ident();
                if (name.empty()) {
                    error_ = k == '#' ? "an id after '#'" : "a class name after '.'";
                    return false;
                }
                (k == '#' ? c.ids : c.classes).push_back(std::move(name));
            } else if (k == '[') {
                AttributeTest test;
                if (!read_attribute(test)) return false;
                c.attributes.push_back(std::move(test));
            } else if (k == ':') {
                Pseudo p;
                if (!read_pseudo(p)) return false;
                c.pseudos.push_back(p);
            } else {
                break;
            }
            any = true;
        }
        if (!any) error_ = pos_ < t_.size() ? std::string("unexpected '") + t_[pos_] + "'" : "a selector";
        return any;
    }

    std::string read_ident() {
        const size_t start = pos_;
        while (pos_ < t_.size() && is_ident_char(t_[pos_])) ++pos_;
        return std::string(t_.substr(start, pos_ - start));
    }

    bool read_attribute(AttributeTest& test) {
        pos_ = skip_spaces(t_, pos_ + 1);
        test.name = read_ident();
        if (pos_ < t_.size() && t_[pos_] == ':') {   // xlink:href is written xlink|href in CSS
            error_ = "namespaced attribute selectors are not supported";
            return false;
        }
        if (test.name.empty()) {
            error_ = "an attribute name after '['";
            return false;
        }
        pos_ = skip_spaces(t_, pos_);
        if (pos_ < t_.size() && t_[pos_] != ']') {
            const char op = t_[pos_];
            if (op == '=') {
                test.op = '=';
                ++pos_;
            } else if (std::strchr("~^$*|", op) && pos_ + 1 < t_.size() && t_[pos_ + 1] == '=') {
                test.op = op;
                pos_ += 2;
            } else {
                error_ = "an attribute operator";
                return false;
            }
            pos_ = skip_spaces(t_, pos_);
            if (pos_ < t_.size() && (t_[pos_] == '"' || t_[pos_] == '\'')) {
                const char quote = t_[pos_];
                const size_t close = t_.find(quote, pos_ + 1);
                if (close == std::string_view::npos) {
                    error_ = "a closing quote";
                    return false;
                }
                test.value = std::string(t_.substr(pos_ + 1, close - pos_ - 1));
                pos_ = close + 1;
            } else {
                test.value = read_ident();
            }
            pos_ = skip_spaces(t_, pos_);
        }
        if (pos_ >= t_.size() || t_[pos_] != ']') {
            error_ = "']'";
            return false;
        }
        ++pos_;
        return true;
    }

    bool read_pseudo(Pseudo& p) {
        ++pos_;
        if (pos_ < t_.size() && t_[pos_] == ':') {
            error_ = "pseudo-elements are not supported";
            return false;
        }
        const std::string name = to_lower(read_ident());
        struct Known { const char* name; Pseudo pseudo; };
        // User-action states never hold in a static drawing: valid, but never matching.
        static constexpr Known kKnown[] = {
            {"first-child", Pseudo::FirstChild}, {"last-child", Pseudo::LastChild},
            {"only-child", Pseudo::OnlyChild},   {"root", Pseudo::Root},
            {"hover", Pseudo::Dynamic},          {"active", Pseudo::Dynamic},
            {"focus", Pseudo::Dynamic},          {"visited", Pseudo::Dynamic},
            {"link", Pseudo::Dynamic},           {"focus-within", Pseudo::Dynamic},
            {"focus-visible", Pseudo::Dynamic},  {"target", Pseudo::Dynamic},
        };
        for (const Known& k : kKnown)
            if (name == k.name) {
                p = k.pseudo;
                return true;
            }
        error_ = "the pseudo-class :" + name + " is not supported";
        return false;
    }

    bool fail(std::string& error) {
        error = error_.empty() ? "malformed selector" : error_;
        return false;
    }

    std::string_view t_;
    size_t pos_ = 0;
    std::string error_;
};

// --- matching ---------------------------------------------------------------------------

pugi::xml_node parent_element(pugi::xml_node n) {
    const pugi::xml_node p = n.parent();
    return p.type() == pugi::node_element ? p : pugi::xml_node();
}

pugi::xml_node previous_element(pugi::xml_node n) {
    for (n = n.previous_sibling(); n; n = n.previous_sibling())
        if (n.type() == pugi::node_element) return n;
    return {};
}

pugi::xml_node next_element(pugi::xml_node n) {
    for (n = n.next_sibling(); n; n = n.next_sibling())
        if (n.type() == pugi::node_element) return n;
    return {};
}

bool has_word(std::string_view list, std::string_view word) {
    size_t pos = 0;
    while (pos < list.size()) {
        pos = skip_spaces(list, pos);
        size_t end = pos;
        while (end < list.size() && !is_space(list[end])) ++end;
        if (end > pos && list.substr(pos, end - pos) == word) return true;
        pos = end;
    }
    return false;
}

bool attribute_matches(const AttributeTest& test, pugi::xml_node element) {
    const pugi::xml_attribute attr = element.attribute(test.name.c_str());
    if (!attr) return false;
    const std::string_view v = attr.value();
    const std::string_view w = test.value;
    switch (test.op) {
        case 0: return true;
        case '=': return v == w;
        case '~': return !w.empty() && has_word(v, w);
        case '^': return !w.empty() && v.substr(0, w.size()) == w;
        case '$': return !w.empty() && v.size() >= w.size() && v.substr(v.size() - w.size()) == w;
        case '*': return !w.empty() && v.find(w) != std::string_view::npos;
        case '|': return v == w || (v.size() > w.size() && v.substr(0, w.size()) == w && v[w.size()] == '-');
    }
    return false;
}

bool pseudo_matches(Pseudo p, pugi::xml_node element) {
    switch (p) {
        case Pseudo::FirstChild: return !previous_element(element);
        case Pseudo::LastChild: return !next_element(element);
        case Pseudo::OnlyChild: return !previous_element(element) && !next_element(element);
        case Pseudo::Root: return !parent_element(element);
        case Pseudo::Dynamic: return false;
    }
    return false;
}

bool compound_matches(const Compound& c, pugi::xml_node element) {
    if (!c.tag.empty() && local_name(element) != c.tag) return false;
    for (const std::string& id : c.ids)
        if (id != element.attribute("id").value()) return false;
    for (const std::string& cls : c.classes)
        if (!has_word(element.attribute("class").value(), cls)) return false;
    for (const AttributeTest& a : c.attributes)
        if (!attribute_matches(a, element)) return false;
    for (Pseudo p : c.pseudos)
        if (!pseudo_matches(p, element)) return false;
    return true;
}

bool match_from(const Selector& s, size_t index, pugi::xml_node element, size_t& budget) {
    if (budget == 0) return false;
    --budget;
    if (!compound_matches(s.compounds[index], element)) return false;
    if (index == 0) return true;
    const size_t left = index - 1;
    switch (s.combinators[left]) {
        case Combinator::Child: {
            const pugi::xml_node p = parent_element(element);
            return p && match_from(s, left, p, budget);
        }
        case Combinator::Descendant:
            for (pugi::xml_node p = parent_element(element); p && budget > 0; p = parent_element(p))
                if (match_from(s, left, p, budget)) return true;
            return false;
        case Combinator::Adjacent: {
            const pugi::xml_node p = previous_element(element);
            return p && match_from(s, left, p, budget);
        }
        case Combinator::Sibling:
            for (pugi::xml_node p = previous_element(element); p && budget > 0; p = previous_element(p))
                if (match_from(s, left, p, budget)) return true;
            return false;
    }
    return false;
}

}  // namespace

std::vector<Declaration> parse_declarations(std::string_view block) {
    return parse_declarations_uncommented(blank_comments(block));
}

void parse_stylesheet(std::string_view original, StyleSheet& sheet) {
    const std::string text = blank_comments(original);
    const std::string_view t = text;
    size_t pos = 0;
    while (pos < t.size()) {
        pos = skip_spaces(t, pos);
        if (pos >= t.size()) break;
        // HTML comment markers are allowed around a whole sheet and mean nothing.
        if (t.compare(pos, 4, "<!--") == 0) { pos += 4; continue; }
        if (t.compare(pos, 3, "-->") == 0) { pos += 3; continue; }

        if (t[pos] == '@') {
            size_t name_end = pos + 1;
            while (name_end < t.size() && is_ident_char(t[name_end])) ++name_end;
            sheet.problems.push_back({pos, "the at-rule " + std::string(t.substr(pos, name_end - pos)) +
                                               " is not supported; it was skipped"});
            const size_t stop = find_top_level(t, name_end, ";{");
            if (stop == std::string_view::npos) break;
            pos = t[stop] == ';' ? stop + 1 : block_end(t, stop + 1);
            continue;
        }

        const size_t open = find_top_level(t, pos, "{");
        if (open == std::string_view::npos) {
            sheet.problems.push_back({pos, "expected '{' after the selector; the rest of the sheet was skipped"});
            break;
        }
        const size_t end = block_end(t, open + 1);
        const size_t body_end = (end > open + 1 && t[end - 1] == '}') ? end - 1 : end;
        const std::vector<Declaration> declarations =
            parse_declarations_uncommented(t.substr(open + 1, body_end - open - 1));

        // A selector list stands or falls as a whole.
        std::vector<Selector> selectors;
        const std::string_view prelude = t.substr(pos, open - pos);
        bool valid = true;
        size_t item = 0;
        while (valid && item <= prelude.size()) {
            size_t comma = find_top_level(prelude, item, ",");
            if (comma == std::string_view::npos) comma = prelude.size();
            Selector selector;
            std::string error;
            if (!SelectorReader(trim(prelude.substr(item, comma - item))).read(selector, error)) {
                sheet.problems.push_back({pos + item, "selector skipped: " + error});
                valid = false;
            }
            selectors.push_back(std::move(selector));
            item = comma + 1;
        }
        if (valid) {
            for (Selector& s : selectors) {
                Rule rule;
                rule.selector = std::move(s);
                rule.declarations = declarations;
                rule.order = sheet.rules.size();
                sheet.rules.push_back(std::move(rule));
            }
        }
        pos = end;
    }
}

bool matches(const Selector& selector, pugi::xml_node element, size_t& budget) {
    if (selector.compounds.empty() || element.type() != pugi::node_element) return false;
    return match_from(selector, selector.compounds.size() - 1, element, budget);
}

std::string_view local_name(pugi::xml_node element) {
    const std::string_view name = element.name();
    const size_t colon = name.find(':');
    return colon == std::string_view::npos ? name : name.substr(colon + 1);
}

}  // namespace plumbline::svg::css
