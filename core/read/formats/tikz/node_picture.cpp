// A node whose text is a picture (`\node {\tikz \node[draw] (A) {x};};`, or a macro that
// expands to `\begin{tikzpicture}..\end{tikzpicture}`), read as TeX sets it: the inner picture
// is a box as large as its own bounding box (baseline at its bottom), the outer node is built
// around that box, and the inner drawing lands on the box. Names the inner picture defines
// keep the inner picture's own coordinates, as pgf keeps them for a picture that does not
// `remember picture`: the outer picture naming (A) uses A's position in the inner picture.
#include <algorithm>
#include <string>

#include "formats/tikz/interpreter.hpp"
#include "scene/translate.hpp"

namespace plumbline::tikz {

namespace {

constexpr int kMaxNested = 8;   // pictures in nodes in pictures: deeper ones are not read

// The inner picture's options and statements, when `text` is one picture and blanks.
struct PictureText {
    std::string options, body;
    bool trailing_space = false;
};

std::optional<PictureText> picture_text(const std::string& text) {
    const LexResult lexed = lex(text, 1u << 20);
    if (!lexed.problems.empty()) return std::nullopt;
    const Tokens& k = lexed.tokens;
    size_t i = 0;
    const auto spaces = [&] {
        while (i < k.size() && k[i].is_space()) ++i;
    };
    // The text between an opening bracket or brace at i and its partner; i moves past it.
    const auto group = [&](char open, char close, std::string& out) {
        int nest = 0;
        const size_t start = i;
        for (; i < k.size(); ++i) {
            if (k[i].is_char(open)) ++nest;
            if (k[i].is_char(close) && --nest == 0) {
                out = to_text(k, start + 1, i);
                ++i;
                return true;
            }
        }
        return false;
    };
    PictureText p;
    spaces();
    if (i >= k.size()) return std::nullopt;
    if (k[i].is_command("tikz")) {
        ++i;
        spaces();
        if (i < k.size() && k[i].is_char('[') && !group('[', ']', p.options)) return std::nullopt;
        spaces();
        if (i < k.size() && k[i].is_char('{')) {
            if (!group('{', '}', p.body)) return std::nullopt;
        } else {   // one statement, to its `;` outside braces
            const size_t start = i;
            int nest = 0;
            for (; i < k.size(); ++i) {
                if (k[i].is_char('{')) ++nest;
                if (k[i].is_char('}')) --nest;
                if (nest == 0 && k[i].is_char(';')) break;
            }
            if (i >= k.size()) return std::nullopt;
            p.body = to_text(k, start, i + 1);
            ++i;
        }
    } else if (k[i].is_command("begin")) {
        ++i;
        std::string name;
        if (i >= k.size() || !group('{', '}', name) || name != "tikzpicture") return std::nullopt;
        spaces();
        if (i < k.size() && k[i].is_char('[') && !group('[', ']', p.options)) return std::nullopt;
        const size_t start = i;
        size_t end = i;
        int nest = 1;
        while (i < k.size() && nest > 0) {
            const bool begins = k[i].is_command("begin"), ends = k[i].is_command("end");
            end = i++;
            std::string env;
            if ((begins || ends) && i < k.size() && k[i].is_char('{') && group('{', '}', env) && env == "tikzpicture")
                nest += begins ? 1 : -1;
        }
        if (nest != 0) return std::nullopt;
        p.body = to_text(k, start, end);
    } else {
        return std::nullopt;
    }
    p.trailing_space = i < k.size() && k[i].is_space();
    spaces();
    if (i < k.size()) return std::nullopt;   // more text than the picture: not read here
    for (const KeyValue& kv : split_options(p.options))
        if (kv.key == "overlay" || kv.key == "remember picture") return std::nullopt;   // placed by the page
    // A pgfplots axis inside a node: its subset's refusals would refuse the whole reading,
    // where leaving the picture out (said so) still judges the rest.
    if (p.body.find("axis}") != std::string::npos || p.body.find("groupplot}") != std::string::npos) return std::nullopt;
    return p;
}

}  // namespace

bool Interpreter::nested_picture(const std::string& text, const NodeDraft& draft, NestedPicture& out) {
    if (nested_pictures_ >= kMaxNested) return false;
    const std::optional<PictureText> p = picture_text(text);
    if (!p) return false;
    // The inner picture starts from the enclosing scope's keys and styles, its transformation
    // pgf's fresh one, scaled as the node's own scale scales its text box (`scale=0.2` in the
    // node's options); what it draws is collected apart from the outer drawing.
    State fresh = states_.back();
    fresh.ctm = Affine::scale(draft.scale, draft.scale);
    const size_t first = out_.scene.items.size();
    const PictureSize saved = picture_size_;
    picture_size_ = PictureSize();
    states_.push_back(fresh);
    ++nested_pictures_;
    Token at;
    at.offset = static_cast<std::uint32_t>(draft.offset);
    run_generated("\\begin{tikzpicture}[" + p->options + "]" + p->body + "\\end{tikzpicture}", at,
                  static_cast<int>(envs_.size()) + 1);
    --nested_pictures_;
    states_.pop_back();
    out.box = picture_size_.box();
    picture_size_ = saved;
    auto& items = out_.scene.items;
    out.items.assign(items.begin() + static_cast<std::ptrdiff_t>(std::min(first, items.size())), items.end());
    items.resize(std::min(first, items.size()));
    // Indices into the collected range, kept relative until the items are placed.
    const int base = static_cast<int>(first), n = static_cast<int>(out.items.size());
    for (Item& item : out.items)
        for (int* ref : {&item.origin, &item.compound, &item.label_of})
            *ref = *ref >= base && *ref < base + n ? *ref - base : -1;
    out.trailing_space = p->trailing_space;
    return true;
}

void Interpreter::place_nested_picture(NestedPicture& picture, Vec2 lower_left) {
    if (picture.box.empty) return;
    const Vec2 d = lower_left - picture.box.min;
    auto& items = out_.scene.items;
    const int base = static_cast<int>(items.size());
    for (Item& item : picture.items) {
        translate_item(item, Vec2(d.x(), -d.y()));
        for (int* ref : {&item.origin, &item.compound, &item.label_of})
            if (*ref >= 0) *ref += base;
        items.push_back(std::move(item));
    }
    picture.items.clear();
}

}  // namespace plumbline::tikz
