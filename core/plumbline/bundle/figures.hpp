// Private to the bundle's results: the figures a reviewer reads off a leaderboard, computed
// and turned into text once, here, so the page (the summary JSON's `text`), the Markdown
// table and the LaTeX table print the same digits. Percentages and means come from the
// integer counts (bundle/tally.hpp), never from a rounded figure.
#pragma once

#include <string>
#include <vector>

namespace plumbline::bundle {

// The 95% Wilson score interval of a proportion `part` of `whole` (z = 1.959964), as
// shares in [0, 1]: unlike the normal approximation it stays inside [0, 1] and is not
// empty at 0 or `whole` passes. whole <= 0: {0, 0}.
struct Interval {
    double low = 0, high = 0;
};
Interval wilson(long part, long whole);

// McNemar's test on paired verdicts, exact: the two-sided binomial p-value of `b`
// discordant pairs one way and `c` the other (p = 1 when b + c == 0).
double mcnemar_exact(long b, long c);

// "66.7" (percent, 1 decimal), "-" when whole <= 0.
std::string percent_text(long part, long whole);
// "20.8-93.9" (the Wilson interval in percent, 1 decimal), "-" when whole <= 0.
std::string interval_text(long part, long whole);
// sum * unit / count with `decimals` decimals ("0.625"), "-" when count <= 0.
std::string mean_text(long long sum, long count, double unit, int decimals);

// A Markdown table whose cells are padded so it also reads as a fixed-width table: the
// first column left-aligned, the others (numbers) right-aligned. The first row is the header.
std::string markdown(const std::vector<std::vector<std::string>>& table);

}  // namespace plumbline::bundle
