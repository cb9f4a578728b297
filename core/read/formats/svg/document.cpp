// Parsing with pugixml (iterative, so deep nesting cannot exhaust the stack), one indexing
// pass over all nodes, and the mapping from nodes and attribute values back to source
// positions.
#include "formats/svg/document.hpp"

#include <algorithm>
#include <cstring>

#include "base/ascii.hpp"
#include "formats/svg/css.hpp"
#include "base/nearest_word.hpp"
#include "base/number_syntax.hpp"
#include "formats/svg/svg_lint.hpp"
#include "formats/svg/well_formed.hpp"

namespace plumbline::svg {

namespace {

constexpr std::string_view kSvgNamespace = "http://www.w3.org/2000/svg";

// Namespace declarations in scope during the indexing walk.
struct Binding {
    std::string_view prefix;   // "" for the default namespace
    std::string_view uri;
    int depth;
};

std::string_view prefix_of(std::string_view name) {
    const size_t colon = name.find(':');
    return colon == std::string_view::npos ? std::string_view() : name.substr(0, colon);
}

bool is_css_type(std::string_view type) {
    type = trim(type);
    if (type.empty()) return true;
    if (type.size() != 8) return false;
    for (size_t i = 0; i < 8; ++i) {
        const char c = ascii_lower(type[i]);
        if (c != "text/css"[i]) return false;
    }
    return true;
}

// Bytes the entity reference at raw[0] ('&') stands for in pugixml's decoded value, and
// its raw length; an unknown reference stays as written.
void entity_size(std::string_view raw, size_t& raw_length, size_t& decoded_length) {
    raw_length = decoded_length = 1;
    const size_t semicolon = raw.find(';');
    if (semicolon == std::string_view::npos || semicolon > 12) return;
    const std::string_view body = raw.substr(1, semicolon - 1);
    if (body == "lt" || body == "gt" || body == "amp" || body == "quot" || body == "apos") {
        raw_length = semicolon + 1;
        return;
    }
    if (body.size() < 2 || body[0] != '#') return;
    const bool hex = body[1] == 'x';
    unsigned long code = 0;
    for (size_t i = hex ? 2 : 1; i < body.size(); ++i) {
        const char c = body[i];
        int digit = -1;
        if (c >= '0' && c <= '9') digit = c - '0';
        else if (hex && c >= 'a' && c <= 'f') digit = c - 'a' + 10;
        else if (hex && c >= 'A' && c <= 'F') digit = c - 'A' + 10;
        if (digit < 0) return;
        code = code * (hex ? 16 : 10) + static_cast<unsigned long>(digit);
        if (code > 0x10FFFF) return;
    }
    raw_length = semicolon + 1;
    decoded_length = code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
}

}  // namespace

// The root <svg> declares no namespace: read as SVG, as a browser draws it inline in an
// HTML page, but a browser opening the file shows no drawing. A misspelt `xmlns` is named.
void Document::warn_undeclared_namespace(pugi::xml_node root, Reporter& reporter) const {
    for (pugi::xml_attribute a = root.first_attribute(); a; a = a.next_attribute()) {
        const std::string_view name = a.name();
        if (name != "xmlns" && !nearest_word(name, {"xmlns"}).empty()) {
            reporter.add(Severity::Warning, "svg.namespace.missing",
                         "`" + std::string(name) + "` is not `xmlns`, so the root <svg> is in no namespace: a browser "
                         "opening this file does not draw it as SVG (inline in an HTML page it would). Read as SVG; "
                         "write `xmlns=\"http://www.w3.org/2000/svg\"`.",
                         attribute_name_span(root, name));
            return;
        }
    }
    reporter.add(Severity::Warning, "svg.namespace.missing",
                 "The root <svg> has no `xmlns=\"http://www.w3.org/2000/svg\"`: a browser opening this file does not "
                 "draw it as SVG (inline in an HTML page it would). Read as SVG; add the attribute.",
                 tag_span(root));
}

bool Document::load(int max_depth, Reporter& reporter) {
    // encoding_utf8: offsets stay offsets into our text, whatever the XML declaration says.
    const unsigned options = pugi::parse_default | pugi::parse_ws_pcdata | pugi::parse_doctype;
    const pugi::xml_parse_result parsed =
        xml_.load_buffer(text_.data(), text_.size(), options, pugi::encoding_utf8);
    // pugixml stops at the first error of its own; a rule it does not check may be broken
    // earlier, and a browser stops there.
    const size_t stopped = parsed ? text_.size() : static_cast<size_t>(std::max<std::ptrdiff_t>(parsed.offset, 0));
    if (const auto earlier = find_well_formedness_error(text_, stopped)) {
        reporter.add(Severity::Error, "svg.xml.malformed", "The drawing is not well-formed XML: " + earlier->message,
                     lines_.at(earlier->at));
        return false;
    }
    if (!parsed) {
        const XmlError error = explain_xml_error(text_, parsed);
        reporter.add(Severity::Error, "svg.xml.malformed", "The drawing is not well-formed XML: " + error.message,
                     lines_.at(error.at));
        return false;
    }

    std::vector<Binding> bindings;
    std::vector<pugi::xml_attribute> unknown;
    int next_index = 0;
    int depth = 1;
    bool depth_reported = false;
    pugi::xml_node node = xml_.first_child();
    while (node) {
        bool descend = false;
        if (node.type() == pugi::node_element) {
            while (!bindings.empty() && bindings.back().depth >= depth) bindings.pop_back();
            pugi::xml_attribute id;   // the first id attribute, as node.attribute("id") finds it
            unknown.clear();          // attributes SVG does not have, checked once the element is known SVG
            for (pugi::xml_attribute a = node.first_attribute(); a; a = a.next_attribute()) {
                const char* raw = a.name();
                if (raw[0] == 'i' && raw[1] == 'd' && raw[2] == 0 && !id) id = a;
                if (!known_attribute(raw)) unknown.push_back(a);
                if (raw[0] != 'x') continue;   // not xmlns: no strlen needed
                const std::string_view name = raw;
                if (name == "xmlns") bindings.push_back({std::string_view(), a.value(), depth});
                else if (name.substr(0, 6) == "xmlns:") bindings.push_back({name.substr(6), a.value(), depth});
            }
            // A document that never declares a default namespace is read as SVG (a browser
            // draws it so inline in HTML, not as a file: the root's warning says so).
            const std::string_view prefix = prefix_of(node.name());
            std::string_view uri = prefix.empty() ? kSvgNamespace : std::string_view();
            bool declared = false;
            for (auto b = bindings.rbegin(); b != bindings.rend(); ++b)
                if (b->prefix == prefix) {
                    uri = b->uri;
                    declared = true;
                    break;
                }
            Info& info = info_[node.internal_object()];
            info.index = next_index++;
            info.svg = uri == kSvgNamespace;

            if (*id.value()) ids_.emplace(id.value(), node);
            if (info.svg)
                for (pugi::xml_attribute a : unknown) lint_attribute(*this, node, a, reporter);
            if (info.svg && css::local_name(node) == "style") {
                if (is_css_type(node.attribute("type").value())) {
                    StyleText style;
                    for (pugi::xml_node t = node.first_child(); t; t = t.next_sibling()) {
                        if (t.type() != pugi::node_pcdata && t.type() != pugi::node_cdata) continue;
                        style.pieces.push_back({style.text.size(), static_cast<size_t>(t.offset_debug())});
                        style.text += t.value();
                    }
                    styles_.push_back(std::move(style));
                } else if (reporter.first_time("style-type")) {
                    reporter.add(Severity::Info, "svg.style.ignored",
                                 "A <style> element whose type is not text/css was ignored.", tag_span(node));
                }
            }
            if (!root_ && info.svg && css::local_name(node) == "svg") {
                root_ = node;
                // Only a document whose root is the <svg>: one inside an HTML page is drawn so.
                if (!declared && node.parent().type() == pugi::node_document) warn_undeclared_namespace(node, reporter);
            }

            if (node.first_child()) {
                if (depth < max_depth) {
                    descend = true;
                } else if (!depth_reported && node.find_child([](pugi::xml_node c) {
                               return c.type() == pugi::node_element;
                           })) {
                    depth_reported = true;
                    reporter.add(Severity::Warning, "read.limit.depth",
                                 "Elements are nested more than " + std::to_string(max_depth) +
                                     " deep here; the deeper ones were not read.",
                                 tag_span(node));
                }
            }
        } else if (node.type() == pugi::node_pcdata || node.type() == pugi::node_cdata) {
            lint_text(*this, node, reporter);
        } else if (node.type() == pugi::node_doctype &&
                   std::string_view(node.value()).find("<!ENTITY") != std::string_view::npos) {
            reporter.add(Severity::Warning, "svg.entity.unsupported",
                         "The DOCTYPE declares entities; Plumbline does not expand them, so text "
                         "or attributes that use them are read as written.",
                         lines_.at(static_cast<size_t>(node.offset_debug())));
        }

        if (descend) {
            node = node.first_child();
            ++depth;
            continue;
        }
        while (node && !node.next_sibling()) {
            node = node.parent();
            --depth;
            if (node.type() == pugi::node_document) node = pugi::xml_node();
        }
        if (node) node = node.next_sibling();
    }

    if (!root_) {
        reporter.add(Severity::Error, "svg.root.missing", "The text holds no <svg> element.",
                     lines_.at(0));
        return false;
    }
    return true;
}

Document::Info& Document::InfoTable::operator[](const void* node) {
    if (2 * (size_ + 1) > slots_.size()) {   // at most half full
        std::vector<Slot> old(std::max<size_t>(16, 2 * slots_.size()));
        old.swap(slots_);
        shift_ = 64;
        for (size_t n = slots_.size(); n > 1; n >>= 1) --shift_;
        for (const Slot& s : old)
            if (s.node) {
                size_t i = home(s.node);
                while (slots_[i].node) i = (i + 1) & (slots_.size() - 1);
                slots_[i] = s;
            }
    }
    size_t i = home(node);
    while (slots_[i].node && slots_[i].node != node) i = (i + 1) & (slots_.size() - 1);
    if (!slots_[i].node) {
        slots_[i].node = node;
        ++size_;
    }
    return slots_[i].info;
}

const Document::Info* Document::InfoTable::find(const void* node) const {
    if (slots_.empty() || !node) return nullptr;
    for (size_t i = home(node); slots_[i].node; i = (i + 1) & (slots_.size() - 1))
        if (slots_[i].node == node) return &slots_[i].info;
    return nullptr;
}

const Document::Info& Document::info(pugi::xml_node element) const {
    static constexpr Info kNone{};
    // The reader asks about the element it is visiting several times in a row.
    if (element.internal_object() == last_ && last_) return last_info_;
    const Info* found = info_.find(element.internal_object());
    if (!found) return kNone;
    last_ = element.internal_object();
    last_info_ = *found;
    return last_info_;
}

bool Document::is_svg(pugi::xml_node element) const { return info(element).svg; }

int Document::element_index(pugi::xml_node element) const { return info(element).index; }

pugi::xml_node Document::by_id(std::string_view id) const {
    const auto it = ids_.find(std::string(id));
    return it == ids_.end() ? pugi::xml_node() : it->second;
}

// The '>' closing `element`'s start tag. pugixml parses a copy of the text in place, so
// its last attribute's value points into that copy at the value's own offset: the scan
// starts after that value's closing quote rather than at the name, skipping most of the
// tag (each item read asks for its tag's span). Anything unexpected (a value not in the
// copy, no quote before it) scans from the name. Quoted values on the way are skipped whole.
size_t Document::tag_end(pugi::xml_node element, size_t name_offset) const {
    size_t from = name_offset;
    if (const pugi::xml_attribute last = element.last_attribute()) {
        const char* const copy = element.name() - name_offset;   // the name is at name_offset in it
        const char* const value = last.value();
        if (value > copy && value <= copy + text_.size()) {
            const size_t at = static_cast<size_t>(value - copy);
            const char quote = text_[at - 1];
            if (quote == '"' || quote == '\'') {
                const void* close = std::memchr(text_.data() + at, quote, text_.size() - at);
                if (close) from = static_cast<size_t>(static_cast<const char*>(close) - text_.data()) + 1;
            }
        }
    }
    const char* const begin = text_.data();
    const char* const end = begin + text_.size();
    for (const char* p = begin + std::min(from, text_.size()); p < end; ++p) {
        const char c = *p;
        if (c == '>') return static_cast<size_t>(p - begin);
        if (c != '"' && c != '\'') continue;
        const void* close = std::memchr(p + 1, c, static_cast<size_t>(end - p - 1));
        if (!close) break;
        p = static_cast<const char*>(close);
    }
    return text_.size();
}

Span Document::tag_span(pugi::xml_node element) const {
    const ptrdiff_t offset = element.offset_debug();
    if (offset <= 0) return Span{};
    const size_t name = static_cast<size_t>(offset);
    return lines_.range(name - 1, tag_end(element, name) + 1);
}

Span Document::name_span(pugi::xml_node element) const {
    const ptrdiff_t offset = element.offset_debug();
    if (offset <= 0) return Span{};
    const size_t name = static_cast<size_t>(offset);
    return lines_.range(name, name + std::max<size_t>(1, std::strlen(element.name())));
}

bool Document::attribute_value_range(pugi::xml_node element, std::string_view wanted, size_t& begin,
                                     size_t& end) const {
    size_t name_begin = 0;
    return attribute_range(element, wanted, name_begin, begin, end);
}

bool Document::attribute_range(pugi::xml_node element, std::string_view wanted, size_t& wanted_name_begin,
                               size_t& begin, size_t& end) const {
    const ptrdiff_t offset = element.offset_debug();
    if (offset <= 0) return false;
    const size_t close = tag_end(element, static_cast<size_t>(offset));
    size_t i = static_cast<size_t>(offset);
    while (i < close && !is_space(text_[i]) && text_[i] != '/' && text_[i] != '>') ++i;  // the name
    while (i < close) {
        i = skip_spaces(text_, i);
        const size_t name_begin = i;
        while (i < close && text_[i] != '=' && !is_space(text_[i])) ++i;
        const std::string_view name = text_.substr(name_begin, i - name_begin);
        i = skip_spaces(text_, i);
        if (i >= close || text_[i] != '=') return false;
        i = skip_spaces(text_, i + 1);
        if (i >= close || (text_[i] != '"' && text_[i] != '\'')) return false;
        const size_t value_end = text_.find(text_[i], i + 1);
        if (value_end == std::string_view::npos || value_end > close) return false;
        if (name == wanted) {
            wanted_name_begin = name_begin;
            begin = i + 1;
            end = value_end;
            return true;
        }
        i = value_end + 1;
    }
    return false;
}

Span Document::attribute_span(pugi::xml_node element, std::string_view name, size_t decoded_offset) const {
    size_t begin = 0, end = 0;
    if (!attribute_value_range(element, name, begin, end)) return tag_span(element);
    size_t raw = begin, decoded = 0;
    while (raw < end && decoded < decoded_offset) {
        size_t raw_length = 1, decoded_length = 1;
        if (text_[raw] == '&') entity_size(text_.substr(raw, end - raw), raw_length, decoded_length);
        else if (text_[raw] == '\r' && raw + 1 < end && text_[raw + 1] == '\n') raw_length = 2;
        raw += raw_length;
        decoded += decoded_length;
    }
    return lines_.at(raw);
}

Span Document::attribute_span(pugi::xml_node element, std::string_view name) const {
    size_t begin = 0, end = 0;
    if (!attribute_value_range(element, name, begin, end)) return tag_span(element);
    return lines_.range(begin, end > begin ? end : begin + 1);
}

Span Document::attribute_name_span(pugi::xml_node element, std::string_view name) const {
    size_t name_begin = 0, begin = 0, end = 0;
    if (!attribute_range(element, name, name_begin, begin, end)) return tag_span(element);
    return lines_.range(name_begin, name_begin + name.size());
}

}  // namespace plumbline::svg
