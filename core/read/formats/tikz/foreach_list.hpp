// \foreach lists: "1,2,3", "0,0.5,...,2", "1,...,6", "a,...,e", "1/2, 3/4". Values are
// produced one at a time, so a range of ten million costs nothing until it is walked.
#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace plumbline::tikz {

class ForeachList {
public:
    explicit ForeachList(std::string_view text);
    // The next value as text; false at the end. `error` is set for a malformed range.
    bool next(std::string& value);
    const std::string& error() const { return error_; }

private:
    bool step_range(std::string& value);
    bool start_next(std::string& value);

    std::vector<std::string> items_;
    size_t index_ = 0;
    // A range being walked.
    bool in_range_ = false, letters_ = false, integers_ = false;
    double current_ = 0, step_ = 0, end_ = 0;
    long long count_ = 0;
    std::string last_;          // the previous value emitted
    std::string before_last_;   // and the one before it
    std::string error_;
};

}  // namespace plumbline::tikz
