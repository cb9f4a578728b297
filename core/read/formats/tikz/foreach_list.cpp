// Ranges follow pgffor: "a,b,...,c" steps by b - a from b while not past c; "a,...,c"
// steps by 1 (or -1); the end is included only when the steps land on it.
#include "formats/tikz/foreach_list.hpp"

#include <cctype>
#include <cmath>
#include <cstdio>
#include <cstdlib>

#include "formats/tikz/keyvals.hpp"
#include "formats/tikz/pgfmath.hpp"

namespace plumbline::tikz {

namespace {

bool as_number(const std::string& s, double& out) {
    if (s.empty()) return false;
    char* end = nullptr;
    out = std::strtod(s.c_str(), &end);
    return end == s.c_str() + s.size() && std::isfinite(out);
}

bool is_integer_text(const std::string& s) {
    return !s.empty() && s.find_first_of(".eE") == std::string::npos;
}

}  // namespace

ForeachList::ForeachList(std::string_view text) {
    const std::string_view t = trim(text);
    if (t.empty()) return;
    for (std::string_view piece : split_top(t, ',')) items_.emplace_back(strip_braces(piece));
}

bool ForeachList::next(std::string& value) {
    for (;;) {
        if (step_range(value)) return true;
        if (!in_range_ && !start_next(value)) return false;
        if (!in_range_) return true;   // a plain item
    }
}

bool ForeachList::step_range(std::string& value) {
    if (in_range_) {
        const double tolerance = std::abs(step_) * 1e-9;
        const double candidate = current_ + step_;
        if ((step_ > 0 && candidate <= end_ + tolerance) || (step_ < 0 && candidate >= end_ - tolerance)) {
            current_ = candidate;
            ++count_;
            value = letters_ ? std::string(1, static_cast<char>(std::llround(current_)))
                             : format_value(current_, integers_);
            before_last_ = last_;
            last_ = value;
            return true;
        }
        in_range_ = false;
    }
    return false;
}

// Takes the next item: a plain value (returned), or a range (started; its values follow).
bool ForeachList::start_next(std::string& value) {
    while (index_ < items_.size()) {
        const std::string& item = items_[index_++];
        if (item != "...") {
            before_last_ = last_;
            last_ = item;
            value = item;
            return true;
        }
        // A range: from the last value to the next item.
        if (index_ >= items_.size() || last_.empty()) {
            error_ = "\"...\" needs a value before and after it";
            return false;
        }
        const std::string end_text = items_[index_++];
        double from = 0, to = 0, before = 0;
        if (last_.size() == 1 && end_text.size() == 1 && std::isalpha(static_cast<unsigned char>(last_[0])) &&
            std::isalpha(static_cast<unsigned char>(end_text[0]))) {
            letters_ = true;
            from = last_[0];
            to = end_text[0];
            step_ = to >= from ? 1 : -1;
        } else if (as_number(last_, from) && as_number(end_text, to)) {
            letters_ = false;
            // "a,b,...,c": b is the last value, a the one before it.
            const bool stepped = index_ >= 4 && as_number(before_last_, before);
            step_ = stepped ? from - before : (to >= from ? 1 : -1);
            integers_ = is_integer_text(last_) && (!stepped || is_integer_text(before_last_)) &&
                        std::abs(step_ - std::round(step_)) < 1e-12;
        } else {
            error_ = "the range \"" + last_ + ",...," + end_text + "\" is not between numbers";
            return false;
        }
        if (step_ == 0) {
            error_ = "the range \"" + before_last_ + "," + last_ + ",...," + end_text + "\" has a zero step";
            return false;
        }
        current_ = from;
        end_ = to;
        in_range_ = true;
        return true;
    }
    return false;
}

}  // namespace plumbline::tikz
