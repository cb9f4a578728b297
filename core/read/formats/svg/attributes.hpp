// One element's attributes, read once. The reader asks for about fifteen names per
// element (geometry, style, id, class, markers); pugixml answers each by walking the
// attribute list with strcmp, which was a sixth of reading a molecule drawing. Here the
// names and values are measured once and a lookup compares lengths first.
#pragma once

#include <cstring>
#include <string_view>
#include <vector>

#include <pugixml.hpp>

namespace plumbline::svg {

class Attributes {
public:
    // Reads `node`'s attributes unless they are the ones held already.
    void load(pugi::xml_node node) {
        if (node == node_) return;
        node_ = node;
        entries_.clear();
        for (pugi::xml_attribute a = node.first_attribute(); a; a = a.next_attribute())
            entries_.push_back(Entry{a.name(), std::strlen(a.name()), a, a.value()});
    }

    // The attribute as pugixml's node.attribute(name) finds it (the first of that name),
    // or an empty handle.
    pugi::xml_attribute find(std::string_view name) const {
        const Entry* e = entry(name);
        return e ? e->attribute : pugi::xml_attribute();
    }
    // Its value, "" when absent (as pugixml's value() of an empty handle).
    const char* value(std::string_view name) const { return find(name).value(); }
    // The same, measured.
    std::string_view text(std::string_view name) const {
        const Entry* e = entry(name);
        return e ? e->text : std::string_view();
    }

    struct Entry {
        const char* name;
        size_t size;
        pugi::xml_attribute attribute;
        std::string_view text;   // the value
    };
    const std::vector<Entry>& entries() const { return entries_; }
    // The first entry of that name, or null.
    const Entry* entry(std::string_view name) const {
        for (const Entry& e : entries_)
            if (e.size == name.size() && std::memcmp(e.name, name.data(), name.size()) == 0) return &e;
        return nullptr;
    }

private:
    pugi::xml_node node_;
    std::vector<Entry> entries_;   // kept between elements: no allocation per element
};

}  // namespace plumbline::svg
