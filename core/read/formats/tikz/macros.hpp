// User macros (\def, \newcommand, \pgfmathsetmacro, \foreach variables) in TeX groups:
// a definition lasts until the group it was made in ends, unless it is global.
#pragma once

#include <map>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "formats/tikz/tokens.hpp"

namespace plumbline::tikz {

struct Macro {
    int params = 0;                       // #1..#9
    std::shared_ptr<const Tokens> body;
    // \def's parameter text when it has delimiters (\def\pt(#1,#2){..}): the # tokens and
    // the tokens each argument ends at; null when the parameters are #1#2.. alone.
    std::shared_ptr<const Tokens> pattern;
    bool optional_first = false;          // \newcommand{\m}[n][default]: #1 is optional
    Tokens optional_default;
    // A TeX register (\newdimen, \newlength, \newcount; registers.cpp): 'd' a dimension,
    // 'c' a count, 0 a macro. Its body is its value as an expression reads it ("(117.43874pt)",
    // "5"), `value` the same in pt (sp-exact) or as an integer.
    char reg = 0;
    double value = 0;
};

class Macros {
public:
    Macros() : scopes_(1) {}
    void push() { scopes_.emplace_back(); }
    void pop() {
        if (scopes_.size() > 1) scopes_.pop_back();
    }
    size_t depth() const { return scopes_.size(); }
    void define(const std::string& name, Macro m, bool global) {
        (global ? scopes_.front() : scopes_.back())[name] = std::move(m);
        if (global)   // \gdef also replaces any local meaning, as TeX's global assignment does
            for (size_t i = 1; i < scopes_.size(); ++i) scopes_[i].erase(name);
    }
    // A macro that holds plain text (a \foreach value, a \pgfmathsetmacro result).
    void define_text(const std::string& name, const Tokens& body, bool global = false) {
        Macro m;
        m.body = std::make_shared<const Tokens>(body);
        define(name, std::move(m), global);
    }
    const Macro* find(std::string_view name) const {
        for (size_t i = scopes_.size(); i-- > 0;) {
            const auto it = scopes_[i].find(name);
            if (it != scopes_[i].end()) return &it->second;
        }
        return nullptr;
    }

private:
    std::vector<std::map<std::string, Macro, std::less<>>> scopes_;
};

// Tokens for a piece of plain text (numbers a \foreach or pgfmath produces), all at `offset`.
Tokens text_tokens(std::string_view text, std::uint32_t offset);

}  // namespace plumbline::tikz
