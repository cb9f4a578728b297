// The part of CSS an SVG drawing uses: declaration blocks (style=""), <style> sheets with
// type, class, id, attribute and universal selectors, the four combinators, a few
// structural pseudo-classes, specificity and !important. At-rules are skipped and
// reported, as are selectors outside this subset (the rule is dropped, as CSS requires).
#pragma once

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

#include <pugixml.hpp>

namespace plumbline::svg::css {

struct Declaration {
    std::string name;     // lower case
    std::string value;    // trimmed, without "!important"
    bool important = false;
};

// "fill: red; stroke: blue !important". Malformed declarations are skipped, as CSS does.
std::vector<Declaration> parse_declarations(std::string_view block);

struct AttributeTest {
    std::string name;
    char op = 0;          // 0: present; '=': equals; '~': word; '^' '$' '*': prefix, suffix, substring; '|': dash-prefix
    std::string value;
};

// Dynamic: a user-action state (:hover, :focus, ...), which never holds in a static drawing.
enum class Pseudo { FirstChild, LastChild, OnlyChild, Root, Dynamic };

struct Compound {
    std::string tag;                      // empty: any element
    std::vector<std::string> ids;
    std::vector<std::string> classes;
    std::vector<AttributeTest> attributes;
    std::vector<Pseudo> pseudos;
};

enum class Combinator { Descendant, Child, Adjacent, Sibling };  // " ", ">", "+", "~"

struct Selector {
    std::vector<Compound> compounds;      // left to right
    std::vector<Combinator> combinators;  // combinators[i] joins compounds[i] and [i + 1]
    long specificity = 0;                 // ids * 10^6 + (classes, attributes, pseudos) * 10^3 + types
};

struct Rule {
    Selector selector;                    // one rule per selector of a selector list
    std::vector<Declaration> declarations;
    size_t order = 0;                     // position among all rules, for the cascade
};

struct Problem {
    size_t offset = 0;                    // byte offset in the sheet text
    std::string message;
};

struct StyleSheet {
    std::vector<Rule> rules;
    std::vector<Problem> problems;
};

// Appends the rules of one sheet (the text of one <style> element) to `sheet`.
void parse_stylesheet(std::string_view text, StyleSheet& sheet);

// Whether `element` matches, looking at the XML tree it lives in. Each step of the
// (backtracking) match spends one unit of `budget`; at zero the answer is false.
bool matches(const Selector& selector, pugi::xml_node element, size_t& budget);

// The element's name without a namespace prefix ("s:rect" -> "rect").
std::string_view local_name(pugi::xml_node element);

}  // namespace plumbline::svg::css
