// Where the XML parser stopped, explained: pugixml says "Start-end tags mismatch"; a person
// needs to know which tag is still open and what to write. A small scan of the tags before
// the error (comments, CDATA, processing instructions and quoted values skipped) finds the
// open elements.
#include <algorithm>
#include <optional>
#include <string>
#include <vector>

#include "base/nearest_word.hpp"
#include "formats/svg/svg_lint.hpp"

namespace plumbline::svg {

namespace {

bool name_char(char c) {
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '-' || c == '_' ||
           c == ':' || c == '.' || static_cast<unsigned char>(c) >= 0x80;
}

std::string name_at(std::string_view text, size_t at) {
    size_t end = at;
    while (end < text.size() && name_char(text[end])) ++end;
    return std::string(text.substr(at, end - at));
}

struct Open {
    std::string name;
    size_t at;   // offset of its '<'
};

// The elements open at `limit`, outermost first.
std::vector<Open> open_elements(std::string_view text, size_t limit) {
    std::vector<Open> open;
    size_t i = 0;
    const auto skip_past = [&](std::string_view end) {
        const size_t at = text.find(end, i);
        i = at == std::string_view::npos || at >= limit ? limit : at + end.size();
    };
    while (i < limit) {
        if (text[i] != '<') {
            ++i;
            continue;
        }
        if (text.compare(i, 4, "<!--") == 0) skip_past("-->");
        else if (text.compare(i, 9, "<![CDATA[") == 0) skip_past("]]>");
        else if (text.compare(i, 2, "<?") == 0 || text.compare(i, 2, "<!") == 0) skip_past(">");
        else if (text.compare(i, 2, "</") == 0) {
            const std::string name = name_at(text, i + 2);
            for (size_t k = open.size(); k-- > 0;)
                if (open[k].name == name) {
                    open.resize(k);
                    break;
                }
            skip_past(">");
        } else {
            const std::string name = name_at(text, i + 1);
            size_t j = i + 1;
            char quote = 0;
            for (; j < limit; ++j) {   // to the tag's end, past quoted values
                const char c = text[j];
                if (quote) {
                    if (c == quote) quote = 0;
                } else if (c == '"' || c == '\'') {
                    quote = c;
                } else if (c == '>') {
                    break;
                }
            }
            if (j < limit && !name.empty() && text[j - 1] != '/') open.push_back({name, i});
            i = j + 1;
        }
    }
    return open;
}

std::string tag(const std::string& name) { return "<" + name + ">"; }

// The explanation, and where to point: at the element left open when that is the mistake.
XmlError mismatch(std::string_view text, size_t offset) {
    // pugixml stops inside or at the end tag it could not match, or at the end of the text.
    size_t close = text.rfind("</", offset);
    if (close != std::string_view::npos && text.find('>', close) != std::string_view::npos &&
        text.find('<', close + 1) > offset) {
        const std::string closing = name_at(text, close + 2);
        const std::vector<Open> open = open_elements(text, close);
        if (open.empty()) return {"`</" + closing + ">` closes nothing: no element is open here. Remove it.", close};
        const Open& inner = open.back();
        for (size_t k = open.size(); k-- > 0;)
            if (open[k].name == closing)
                return {"<" + inner.name + "> is never closed, so `</" + closing + ">` cannot close " + tag(closing) +
                            ": end <" + inner.name + ">'s tag with `/>`, or write `</" + inner.name + ">` after its content.",
                        inner.at};
        if (!nearest_word(closing, {std::string_view(inner.name)}).empty())
            return {"`</" + closing + ">` does not close the open element " + tag(inner.name) + ": write `</" +
                        inner.name + ">`.",
                    close};
        return {"`</" + closing + ">` matches no open element; the innermost open one is " + tag(inner.name) + ". End " +
                    tag(inner.name) + "'s tag with `/>` if it has no content, and remove `</" + closing +
                    ">` or add the `<" + closing + ">` it closes.",
                close};
    }
    const std::vector<Open> open = open_elements(text, text.size());
    if (!open.empty())
        return {"the text ends while " + tag(open.back().name) + " is still open: add `</" + open.back().name +
                    ">` (or end its tag with `/>`), and check the drawing is complete.",
                open.back().at};
    return {"start and end tags do not match.", offset};
}

std::string in_tag(std::string_view text, size_t offset) {
    if (text.empty()) return "a tag is malformed.";
    const bool at_end = offset >= text.size();   // the parser may stop past the last byte
    const size_t last = at_end ? text.size() - 1 : offset;
    const size_t start = text.rfind('<', last);
    if (start == std::string_view::npos) return "a tag is malformed.";
    const std::string name = name_at(text, start + 1);
    const std::string where = name.empty() ? "a tag" : "the " + tag(name) + " tag";
    if (at_end) return "the text ends inside " + where + ": end it with `>` or `/>`, and check the drawing is complete.";
    const char c = text[offset];
    if (c == '"' || c == '\'')
        return "a stray `" + std::string(1, c) + "` in " + where +
               ": remove it (each attribute is written name=\"value\", separated by spaces).";
    // name= followed by something other than a quote: an unquoted value.
    size_t eq = offset;
    while (eq > start && (text[eq] == ' ' || text[eq] == '\t')) --eq;
    if (text[eq] == '=' || (offset > 0 && text[offset - 1] == '=')) {
        const size_t name_end = text[eq] == '=' ? eq : offset - 1;
        size_t name_begin = name_end;
        while (name_begin > start && name_char(text[name_begin - 1])) --name_begin;
        const std::string attribute(text.substr(name_begin, name_end - name_begin));
        return "the value of `" + attribute + "` in " + where + " must be in quotes: " + attribute + "=\"...\".";
    }
    if (c == '<') return where + " is not ended: end it with `>` or `/>` before the next tag.";
    return where + " is malformed at `" + std::string(1, c) +
           "`: attributes are written name=\"value\", separated by spaces, and the tag ends with `>` or `/>`.";
}

bool space(char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r'; }

// The attribute name written just before the `=` at text[eq] ("" when none).
std::string_view name_before(std::string_view text, size_t eq) {
    size_t end = eq;
    while (end > 0 && space(text[end - 1])) --end;
    size_t begin = end;
    while (begin > 0 && name_char(text[begin - 1])) --begin;
    return text.substr(begin, end - begin);
}

}  // namespace

std::optional<XmlError> missing_closing_quote(std::string_view text, size_t value_begin, size_t value_end) {
    if (value_begin == 0 || value_begin > value_end || value_end > text.size()) return std::nullopt;
    const std::string_view value = text.substr(value_begin, value_end - value_begin);
    // Where the quote belongs: before the blanks ahead of `name=` at the value's end, or
    // before the `>` or `/>` (and blanks) of a tag end inside it.
    size_t missing = std::string_view::npos;
    std::string runs_into;
    size_t i = value.size();
    while (i > 0 && space(value[i - 1])) --i;
    if (i > 0 && value[i - 1] == '=') {
        size_t name_end = i - 1;
        while (name_end > 0 && space(value[name_end - 1])) --name_end;
        size_t name_begin = name_end;
        while (name_begin > 0 && name_char(value[name_begin - 1])) --name_begin;
        if (name_begin < name_end && name_begin > 0 && space(value[name_begin - 1])) {
            size_t before = name_begin;
            while (before > 0 && space(value[before - 1])) --before;
            missing = before;
            runs_into = "the next attribute, `" + std::string(value.substr(name_begin, name_end - name_begin)) + "=`";
        }
    }
    if (missing == std::string_view::npos) {
        const size_t close = value.find('>');
        if (close == std::string_view::npos) return std::nullopt;
        size_t before = close > 0 && value[close - 1] == '/' ? close - 1 : close;
        while (before > 0 && space(value[before - 1])) --before;
        missing = before;
        runs_into = "the end of its tag and past it";
    }
    size_t eq = value_begin - 1;   // the opening quote; the `=` is before it, perhaps past blanks
    while (eq > 0 && space(text[eq - 1])) --eq;
    const std::string_view name = eq > 0 && text[eq - 1] == '=' ? name_before(text, eq - 1) : std::string_view();
    const char quote = text[value_begin - 1];
    const std::string written = std::string(name) + "=" + quote + std::string(value.substr(0, missing));
    return XmlError{"the value `" + written + "` has no closing quote, so it runs on into " + runs_into +
                        ": write `" + written + quote + "`. A browser reads the value on to the next quote, fails "
                        "after it and refuses the whole drawing (it draws nothing).",
                    value_begin + missing};
}

XmlError explain_xml_error(std::string_view text, const pugi::xml_parse_result& parsed) {
    const size_t offset = parsed.offset < 0 ? 0 : std::min(static_cast<size_t>(parsed.offset), text.size());
    const auto here = [&](std::string message) { return XmlError{std::move(message), offset}; };
    switch (parsed.status) {
        case pugi::status_end_element_mismatch: return mismatch(text, offset);
        case pugi::status_bad_start_element:
        case pugi::status_bad_attribute: {
            // Just after a quoted value: the quote that ended it may have been meant to open
            // the next value, and the one ending this value is missing.
            if (offset >= 2 && offset < text.size() && (text[offset - 1] == '"' || text[offset - 1] == '\'')) {
                const char quote = text[offset - 1];
                const size_t open = text.rfind(quote, offset - 2);
                const size_t tag = text.rfind('<', offset - 1);
                if (open != std::string_view::npos && open > 0 && text[open - 1] == '=' &&
                    (tag == std::string_view::npos || tag < open))
                    if (auto missing = missing_closing_quote(text, open + 1, offset - 1)) return *missing;
            }
            return here(in_tag(text, offset));
        }
        case pugi::status_bad_end_element:
            return here("an end tag is malformed: write `</name>`, with the element's name and nothing else.");
        case pugi::status_unrecognized_tag:
            return here("a `<` does not start a tag: write the element's name right after `<` (no space), or `&lt;` "
                        "for a `<` in text.");
        case pugi::status_bad_comment: return here("a comment is not ended: it runs from `<!--` to `-->`.");
        case pugi::status_bad_cdata: return here("a CDATA section is not ended: it runs from `<![CDATA[` to `]]>`.");
        case pugi::status_bad_pi: return here("a processing instruction (`<?...?>`) is malformed.");
        case pugi::status_bad_doctype: return here("the DOCTYPE declaration is malformed.");
        case pugi::status_no_document_element: return here("it holds no element: the drawing must be an <svg> element.");
        default: return here(std::string(parsed.description()) + ".");
    }
}

}  // namespace plumbline::svg
