// One pass over the text pugixml accepted, making the checks of XML 1.0 (5th edition) and
// Namespaces in XML that it does not, as a browser's XML parser makes them: each is fatal
// to a browser, which then draws nothing of the drawing. pugixml has already matched the
// tags, so this pass only reads them; it stops at the first error, as a browser does.
#include "formats/svg/well_formed.hpp"

#include <string>
#include <vector>

#include "formats/svg/svg_lint.hpp"

namespace plumbline::svg {

namespace {

constexpr std::string_view kRefuses = " A browser refuses the whole drawing (it stops reading here and draws nothing).";

// The code point at t[i] (UTF-8) and its length; a byte that starts no valid sequence is
// taken as itself, one byte long (encoding errors are not this pass's business).
char32_t decode(std::string_view t, size_t i, size_t& length) {
    const auto b = static_cast<unsigned char>(t[i]);
    length = 1;
    if (b < 0x80) return b;
    const size_t n = b >= 0xF0 ? 4 : b >= 0xE0 ? 3 : b >= 0xC0 ? 2 : 1;
    if (n == 1 || i + n > t.size()) return b;
    char32_t c = b & (0xFF >> (n + 1));
    for (size_t k = 1; k < n; ++k) {
        const auto next = static_cast<unsigned char>(t[i + k]);
        if ((next & 0xC0) != 0x80) return b;
        c = (c << 6) | (next & 0x3F);
    }
    length = n;
    return c;
}

bool name_start(char32_t c) {
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_' || c == ':' || (c >= 0xC0 && c <= 0xD6) ||
           (c >= 0xD8 && c <= 0xF6) || (c >= 0xF8 && c <= 0x2FF) || (c >= 0x370 && c <= 0x37D) ||
           (c >= 0x37F && c <= 0x1FFF) || (c >= 0x200C && c <= 0x200D) || (c >= 0x2070 && c <= 0x218F) ||
           (c >= 0x2C00 && c <= 0x2FEF) || (c >= 0x3001 && c <= 0xD7FF) || (c >= 0xF900 && c <= 0xFDCF) ||
           (c >= 0xFDF0 && c <= 0xFFFD) || (c >= 0x10000 && c <= 0xEFFFF);
}

bool name_char(char32_t c) {
    return name_start(c) || c == '-' || c == '.' || (c >= '0' && c <= '9') || c == 0xB7 ||
           (c >= 0x300 && c <= 0x36F) || (c >= 0x203F && c <= 0x2040);
}

// A character XML allows in a document (Char).
bool xml_char(char32_t c) {
    return c == 0x9 || c == 0xA || c == 0xD || (c >= 0x20 && c <= 0xD7FF) || (c >= 0xE000 && c <= 0xFFFD) ||
           (c >= 0x10000 && c <= 0x10FFFF);
}

bool space(char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r'; }

// Byte classes for the runs this pass skips a byte at a time with one table lookup: most of
// a drawing is plain text, attribute values and ASCII names.
enum : unsigned char { kStopsText = 1, kStopsValue = 2, kAsciiName = 4, kAsciiNameStart = 8 };
struct ByteClasses {
    unsigned char of[256] = {};
    constexpr ByteClasses() {
        for (int c = 0; c < 0x20; ++c)
            if (c != '\t' && c != '\n' && c != '\r') of[c] = kStopsText | kStopsValue;
        of[static_cast<unsigned char>('<')] = kStopsText | kStopsValue;
        of[static_cast<unsigned char>('&')] = kStopsText | kStopsValue;
        of[static_cast<unsigned char>(']')] = kStopsText;
        of[static_cast<unsigned char>('"')] = kStopsValue;
        of[static_cast<unsigned char>('\'')] = kStopsValue;
        for (int c = 'a'; c <= 'z'; ++c) of[c] |= kAsciiName | kAsciiNameStart;
        for (int c = 'A'; c <= 'Z'; ++c) of[c] |= kAsciiName | kAsciiNameStart;
        of[static_cast<unsigned char>('_')] |= kAsciiName | kAsciiNameStart;
        // ':' is a name character too, but the name loop stops at it to note where it is.
        for (int c = '0'; c <= '9'; ++c) of[c] |= kAsciiName;
        of[static_cast<unsigned char>('-')] |= kAsciiName;
        of[static_cast<unsigned char>('.')] |= kAsciiName;
    }
};
constexpr ByteClasses kBytes;
unsigned char class_of(char c) { return kBytes.of[static_cast<unsigned char>(c)]; }

std::string quoted(std::string_view s) { return "`" + std::string(s) + "`"; }

class Scanner {
public:
    Scanner(std::string_view text, size_t limit) : t_(text.substr(0, std::min(limit, text.size()))) {}

    std::optional<WellFormedError> run() {
        while (p_ < t_.size() && !error_) {
            if (t_[p_] == '<') markup();
            else content();
        }
        return error_;
    }

private:
    struct Binding {
        std::string_view prefix;
        int depth;
    };
    struct Attribute {
        std::string_view name;
        size_t at;
        size_t colon;   // of the prefix, or npos
    };

    std::string_view t_;
    size_t p_ = 0;
    std::optional<WellFormedError> error_;
    int depth_ = 0;             // open elements
    bool root_seen_ = false;    // the root element has started
    std::vector<Binding> bindings_;            // declared prefixes in scope
    std::vector<std::string_view> entities_;   // general entities the internal DTD subset declares
    std::vector<Attribute> attributes_;        // the start tag's, kept to reuse its memory

    // `whole`: the message already says what a browser does.
    void fail(size_t at, std::string message, bool whole = false) {
        if (!error_) error_ = WellFormedError{at, whole ? message : message + std::string(kRefuses)};
        p_ = t_.size();
    }

    bool starts(std::string_view s) const { return t_.compare(p_, s.size(), s) == 0; }

    // Character data (in an element, or blanks around the root), up to the next '<'.
    void content() {
        while (p_ < t_.size() && t_[p_] != '<' && !error_) {
            if (depth_ > 0) {
                while (p_ < t_.size() && !(class_of(t_[p_]) & kStopsText)) ++p_;
                if (p_ >= t_.size() || t_[p_] == '<') return;
            }
            const char c = t_[p_];
            if (depth_ == 0 && !space(c)) {
                fail(p_, root_seen_ ? "text follows the root element's end tag: a drawing is one element, "
                                      "and nothing but comments may come after it."
                                    : "text comes before the root element: a drawing starts with `<svg`.");
                return;
            }
            if (c == '&') {
                reference(p_);
                continue;
            }
            if (c == ']' && t_.compare(p_, 3, "]]>") == 0) {
                fail(p_, "`]]>` is not allowed in text: write `]]&gt;`.");
                return;
            }
            if (static_cast<unsigned char>(c) < 0x20 && !space(c)) {
                control(p_);
                return;
            }
            ++p_;
        }
    }

    void control(size_t at) {
        fail(at, "a control character (U+" + hex(static_cast<unsigned char>(t_[at])) +
                     ") is not allowed in XML, not even as a character reference.");
    }

    static std::string hex(unsigned long v) {
        static const char* kDigits = "0123456789ABCDEF";
        std::string s;
        do {
            s.insert(s.begin(), kDigits[v % 16]);
            v /= 16;
        } while (v);
        while (s.size() < 4) s.insert(s.begin(), '0');
        return s;
    }

    // The reference at t[at] == '&', in text or an attribute value; p_ moves past it.
    void reference(size_t at) {
        size_t q = at + 1;
        if (q < t_.size() && t_[q] == '#') {
            ++q;
            const bool hexadecimal = q < t_.size() && t_[q] == 'x';
            if (hexadecimal) ++q;
            unsigned long code = 0;
            const size_t digits = q;
            for (; q < t_.size(); ++q) {
                const char c = t_[q];
                int d = -1;
                if (c >= '0' && c <= '9') d = c - '0';
                else if (hexadecimal && c >= 'a' && c <= 'f') d = c - 'a' + 10;
                else if (hexadecimal && c >= 'A' && c <= 'F') d = c - 'A' + 10;
                if (d < 0) break;
                code = std::min<unsigned long>(code * (hexadecimal ? 16 : 10) + static_cast<unsigned long>(d), 0x110000);
            }
            if (q == digits || q >= t_.size() || t_[q] != ';')
                return fail(at, "a character reference is malformed: write `&#NNN;` (decimal) or `&#xHHHH;` "
                                "(hexadecimal), ended by `;`, or `&amp;` for an ampersand.");
            if (!xml_char(static_cast<char32_t>(code)))
                return fail(at, "the character reference " + quoted(t_.substr(at, q + 1 - at)) +
                                    " names a character XML does not allow.");
            p_ = q + 1;
            return;
        }
        const size_t name_begin = q;
        size_t length = 0;
        while (q < t_.size() && (q == name_begin ? name_start(decode(t_, q, length)) : name_char(decode(t_, q, length))))
            q += length;
        if (q == name_begin || q >= t_.size() || t_[q] != ';')
            return fail(at, "`&` starts no entity or character reference here: write `&amp;` for an ampersand.");
        const std::string_view name = t_.substr(name_begin, q - name_begin);
        const bool predefined = name == "lt" || name == "gt" || name == "amp" || name == "quot" || name == "apos";
        bool declared = false;
        for (std::string_view e : entities_) declared = declared || e == name;
        if (!predefined && !declared)
            return fail(at, "the entity " + quoted(t_.substr(at, q + 1 - at)) +
                                " is not defined: XML knows only `&lt;`, `&gt;`, `&amp;`, `&quot;` and `&apos;` "
                                "(HTML's named characters are not XML's); write the character itself or its "
                                "number, such as `&#160;`.");
        p_ = q + 1;
    }

    void markup() {
        const char next = p_ + 1 < t_.size() ? t_[p_ + 1] : 0;
        if (next == '/') return end_tag();
        if (next == '?') return skip_to("?>", p_ + 2);
        if (next == '!') {
            if (starts("<!--")) return comment();
            if (starts("<![CDATA[")) {
                if (depth_ == 0) return fail(p_, "a CDATA section is outside the root element.");
                return skip_to("]]>", p_ + 9);
            }
            return doctype();
        }
        start_tag();
    }

    void skip_to(std::string_view end, size_t from) {
        const size_t at = t_.find(end, from);
        p_ = at == std::string_view::npos ? t_.size() : at + end.size();
    }

    void comment() {
        const size_t close = t_.find("-->", p_ + 4);
        const size_t last = close == std::string_view::npos ? t_.size() : close;
        const size_t dashes = t_.find("--", p_ + 4);
        if (dashes < last) return fail(dashes, "`--` is not allowed inside a comment (`<!-- ... -->`).");
        p_ = close == std::string_view::npos ? t_.size() : close + 3;
    }

    // <!DOCTYPE ...>, with the general entities of an internal subset noted.
    void doctype() {
        if (root_seen_) return fail(p_, "a DOCTYPE declaration comes after the root element has started.");
        size_t q = p_ + 2;
        char quote = 0;
        int brackets = 0;
        for (; q < t_.size(); ++q) {
            const char c = t_[q];
            if (quote) {
                if (c == quote) quote = 0;
            } else if (c == '"' || c == '\'') {
                quote = c;
            } else if (c == '[') {
                ++brackets;
            } else if (c == ']') {
                --brackets;
            } else if (c == '>' && brackets <= 0) {
                break;
            } else if (brackets > 0 && t_.compare(q, 8, "<!ENTITY") == 0) {
                size_t n = q + 8;
                while (n < t_.size() && space(t_[n])) ++n;
                if (n < t_.size() && t_[n] == '%') continue;   // a parameter entity: not for the document
                const size_t begin = n;
                size_t length = 0;
                while (n < t_.size() && name_char(decode(t_, n, length))) n += length;
                if (n > begin) entities_.push_back(t_.substr(begin, n - begin));
            }
        }
        p_ = q < t_.size() ? q + 1 : t_.size();
    }

    // The name at t[q]; empty when none. Checks it is an XML name with at most one colon,
    // neither first nor last (a qualified name); `colon` is where that colon is, or npos.
    std::string_view qualified_name(size_t& q, const char* what, size_t& colon) {
        const size_t begin = q;
        colon = std::string_view::npos;
        size_t length = 0;
        if (q < t_.size() && (class_of(t_[q]) & kAsciiNameStart)) {
            ++q;
        } else if (q < t_.size() && (class_of(t_[q]) & kAsciiName)) {   // a digit, `-` or `.` first
            fail(q, std::string("the ") + what + " name " + quoted(t_.substr(begin, 1)) + "... starts with a character "
                    "XML names may not start with.");
            return {};
        }
        while (true) {
            while (q < t_.size() && (class_of(t_[q]) & kAsciiName)) ++q;   // the common case: ASCII
            if (q >= t_.size() || space(t_[q]) || t_[q] == '/' || t_[q] == '>' || t_[q] == '=') break;
            if (t_[q] == ':') {
                if (colon != std::string_view::npos || q == begin) {
                    fail(q, std::string("the ") + what + " name " + quoted(name_from(begin)) +
                                " is not a qualified name: one colon separates a prefix from a local name.");
                    return {};
                }
                colon = q - begin;
                ++q;
                continue;
            }
            const char32_t c = decode(t_, q, length);
            if (!(q == begin ? name_start(c) : name_char(c))) {
                fail(q, std::string("the ") + what + " name " + quoted(t_.substr(begin, q + length - begin)) +
                            " holds a character XML names may not.");
                return {};
            }
            q += length;
        }
        const std::string_view name = t_.substr(begin, q - begin);
        if (colon != std::string_view::npos && colon + 1 == name.size()) {
            fail(begin + colon, std::string("the ") + what + " name " + quoted(name) +
                                    " is not a qualified name: one colon separates a prefix from a local name.");
            return {};
        }
        return name;
    }

    // The name starting at t[begin], for messages.
    std::string_view name_from(size_t begin) const {
        size_t q = begin;
        while (q < t_.size() && !space(t_[q]) && t_[q] != '/' && t_[q] != '>' && t_[q] != '=') ++q;
        return t_.substr(begin, q - begin);
    }

    bool bound(std::string_view prefix) const {
        if (prefix == "xml") return true;
        for (const Binding& b : bindings_)
            if (b.prefix == prefix) return true;
        return false;
    }

    void start_tag() {
        if (depth_ == 0 && root_seen_)
            return fail(p_, "a second element follows the root element: a drawing is one element, <svg>.");
        size_t q = p_ + 1;
        const size_t name_at = q;
        size_t element_colon = 0;
        const std::string_view name = qualified_name(q, "element", element_colon);
        if (error_) return;
        std::vector<Attribute>& attributes = attributes_;
        attributes.clear();
        bool empty = false;
        while (q < t_.size()) {
            while (q < t_.size() && space(t_[q])) ++q;
            if (q >= t_.size()) break;
            if (t_[q] == '>') {
                ++q;
                break;
            }
            if (t_[q] == '/') {
                empty = true;
                q = t_.find('>', q);
                q = q == std::string_view::npos ? t_.size() : q + 1;
                break;
            }
            const size_t at = q;
            size_t colon = 0;
            const std::string_view attribute = qualified_name(q, "attribute", colon);
            if (error_) return;
            for (const Attribute& a : attributes)   // first and last bytes before a call to memcmp
                if (a.name.size() == attribute.size() && a.name.front() == attribute.front() &&
                    a.name.back() == attribute.back() && a.name == attribute)
                    return fail(at, "the attribute " + quoted(attribute) + " is given twice in one element.");
            attributes.push_back({attribute, at, colon});
            while (q < t_.size() && t_[q] != '"' && t_[q] != '\'') ++q;   // `=` and blanks: pugixml checked
            if (q >= t_.size()) break;
            const char quote = t_[q++];
            const size_t value_begin = q;
            while (q < t_.size() && t_[q] != quote) {
                while (q < t_.size() && !(class_of(t_[q]) & kStopsValue)) ++q;
                if (q >= t_.size() || t_[q] == quote) break;
                const char c = t_[q];
                if (c == '<') {
                    // `fill="#fff /><path d=`: the value's closing quote is missing, and
                    // the quote it ends at opens the next tag's value.
                    if (const std::optional<XmlError> missing = missing_closing_quote(t_, value_begin, q))
                        return fail(missing->at, missing->message, true);
                    return fail(q, "`<` is not allowed in an attribute value: write `&lt;`.");
                }
                if (c == '&') {
                    p_ = q;
                    reference(q);
                    if (error_) return;
                    q = p_;
                    continue;
                }
                if (static_cast<unsigned char>(c) < 0x20 && !space(c)) return control(q);
                ++q;   // the other quote
            }
            ++q;
        }
        // Declarations on the element are in scope for its own name and attributes.
        const int own = depth_ + 1;
        const auto prefix = [](std::string_view n, size_t colon) {
            return colon == std::string_view::npos ? std::string_view() : n.substr(0, colon);
        };
        for (const Attribute& a : attributes)
            if (a.colon == 5 && prefix(a.name, a.colon) == "xmlns") bindings_.push_back({a.name.substr(6), own});
        const std::string_view element_prefix = prefix(name, element_colon);
        if (!element_prefix.empty() && (element_prefix == "xmlns" || !bound(element_prefix)))
            return fail(name_at, "the prefix " + quoted(element_prefix) + " of the element " + quoted(name) +
                                     " is not declared: add `xmlns:" + std::string(element_prefix) +
                                     "=\"...\"` with its namespace to the element or an ancestor.");
        for (const Attribute& a : attributes) {
            const std::string_view p = prefix(a.name, a.colon);
            if (p.empty() || p == "xmlns") continue;
            if (!bound(p))
                return fail(a.at, "the prefix " + quoted(p) + " of the attribute " + quoted(a.name) +
                                      " is not declared: add `xmlns:" + std::string(p) + "=\"" +
                                      (p == "xlink" ? "http://www.w3.org/1999/xlink" : "...") +
                                      "\"` to the element or an ancestor (usually the root <svg>).");
        }
        root_seen_ = true;
        if (empty) {
            while (!bindings_.empty() && bindings_.back().depth >= own) bindings_.pop_back();
        } else {
            depth_ = own;
        }
        p_ = q;
    }

    void end_tag() {
        while (!bindings_.empty() && bindings_.back().depth >= depth_) bindings_.pop_back();
        if (depth_ > 0) --depth_;
        size_t q = p_ + 2;
        while (q < t_.size() && t_[q] != '>') ++q;   // a name and blanks: shorter than a call to find
        p_ = q < t_.size() ? q + 1 : q;
    }
};

}  // namespace

std::optional<WellFormedError> find_well_formedness_error(std::string_view text, size_t limit) {
    return Scanner(text, limit).run();
}

}  // namespace plumbline::svg
