// The parsed XML of one SVG text, indexed once: which elements are SVG (namespaces
// resolved), their document-order index, the first element of each id, the style sheets,
// and the source positions of tags and attribute values for located diagnostics.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>
#include <cstdint>
#include <unordered_map>
#include <vector>

#include <pugixml.hpp>

#include "formats/svg/reporter.hpp"
#include "diagnostics/diagnostic.hpp"

namespace plumbline::svg {

// One <style> element's text, in pieces that each come from one XML text node, so sheet
// offsets can be traced back to the source.
struct StyleText {
    std::string text;
    struct Piece {
        size_t begin;          // offset in `text`
        size_t source_offset;  // offset of the same character in the source
    };
    std::vector<Piece> pieces;
};

class Document {
public:
    explicit Document(std::string_view text) : text_(text), lines_(text) {}
    Document(const Document&) = delete;
    Document& operator=(const Document&) = delete;

    // Parses and indexes. False (with a diagnostic) for text that is not well-formed XML
    // or holds no <svg> element. Elements nested deeper than max_depth are left out of
    // the index (reported once) and are never drawn.
    bool load(int max_depth, Reporter& reporter);

    pugi::xml_node root() const { return root_; }
    bool is_svg(pugi::xml_node element) const;         // an element in the SVG namespace
    int element_index(pugi::xml_node element) const;   // document order; -1 if not indexed
    size_t element_count() const { return info_.size(); }  // the elements indexed
    pugi::xml_node by_id(std::string_view id) const;   // the first element with that id
    const std::vector<StyleText>& style_texts() const { return styles_; }

    Span tag_span(pugi::xml_node element) const;       // the start tag, '<' to '>'
    Span name_span(pugi::xml_node element) const;      // the element's name in its start tag
    // Span of the character at `decoded_offset` in the attribute's parsed value (entity
    // references counted as the characters they stand for); the tag if not found.
    Span attribute_span(pugi::xml_node element, std::string_view name, size_t decoded_offset) const;
    // Span of the whole attribute value; the tag if not found.
    Span attribute_span(pugi::xml_node element, std::string_view name) const;
    // Span of the attribute's name (where a misspelt name is); the tag if not found.
    Span attribute_name_span(pugi::xml_node element, std::string_view name) const;
    Span source_span(size_t offset) const { return lines_.at(offset); }

private:
    struct Info {
        int index = -1;
        bool svg = false;
    };
    // Info by element: open addressing over the node addresses, so indexing a document
    // allocates a table, not a node per element (std::unordered_map did).
    class InfoTable {
    public:
        Info& operator[](const void* node);   // inserted when missing
        const Info* find(const void* node) const;
        size_t size() const { return size_; }

    private:
        struct Slot {
            const void* node = nullptr;
            Info info;
        };
        size_t home(const void* node) const {
            return static_cast<size_t>((reinterpret_cast<std::uintptr_t>(node) * 0x9E3779B97F4A7C15ull) >> shift_);
        }
        std::vector<Slot> slots_;
        size_t size_ = 0;
        int shift_ = 64;
    };
    const Info& info(pugi::xml_node element) const;   // a default Info when not indexed
    void warn_undeclared_namespace(pugi::xml_node root, Reporter& reporter) const;
    size_t tag_end(pugi::xml_node element, size_t name_offset) const;   // offset of the '>' closing its start tag
    // The value of attribute `name` in the source: [begin, end) offsets; false if absent.
    bool attribute_value_range(pugi::xml_node element, std::string_view name, size_t& begin,
                               size_t& end) const;
    // The same, with where the attribute's name begins.
    bool attribute_range(pugi::xml_node element, std::string_view name, size_t& name_begin, size_t& begin,
                         size_t& end) const;

    std::string_view text_;
    LineIndex lines_;
    pugi::xml_document xml_;
    pugi::xml_node root_;
    InfoTable info_;
    mutable const void* last_ = nullptr;   // the last element info() found, and its Info
    mutable Info last_info_;
    std::unordered_map<std::string, pugi::xml_node> ids_;
    std::vector<StyleText> styles_;
};

}  // namespace plumbline::svg
