// Where the XML parser stopped, explained: pugixml says "Start-end tags mismatch"; a person
// needs to know which tag is still open and what to write. A small scan of the tags before
// the error (comments, CDATA, processing instructions and quoted values skipped) finds the
// open elements.
#include <algorithm>
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

}  // namespace

XmlError explain_xml_error(std::string_view text, const pugi::xml_parse_result& parsed) {
    const size_t offset = parsed.offset < 0 ? 0 : std::min(static_cast<size_t>(parsed.offset), text.size());
    const auto here = [&](std::string message) { return XmlError{std::move(message), offset}; };
    switch (parsed.status) {
        case pugi::status_end_element_mismatch: return mismatch(text, offset);
        case pugi::status_bad_start_element:
        case pugi::status_bad_attribute: return here(in_tag(text, offset));
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
