// The summary as JSON, for a page to draw its leaderboard and plots from.
#include "bundle/figures.hpp"
#include "bundle/tally.hpp"
#include "json/json_output.hpp"

namespace plumbline {

using nlohmann::json;

namespace {

// part / whole rounded to 4 decimals as reports round scores; null when whole is 0.
json share(double part, long whole) {
    if (whole <= 0) return nullptr;
    return js_number(rounded_fixed(part / whole).get<double>());
}

// The texts the tables print (bundle/figures.hpp), so a page shows the CLI's digits.
json texts(const bundle::Tally& t) {
    return {{"accuracy", bundle::percent_text(t.passes, t.answers)},
            {"interval", bundle::interval_text(t.passes, t.answers)},
            {"mean_score", bundle::mean_text(t.score_units, t.answers, 1e-4, 3)},
            {"mean_extraneous", bundle::mean_text(t.extraneous, t.answered(), 1, 2)},
            {"extraneous_share", bundle::percent_text(t.with_extraneous, t.answered())},
            {"readable", bundle::percent_text(t.readable, t.drawn)}};
}

json interval(const bundle::Tally& t) {
    if (t.answers <= 0) return nullptr;
    const bundle::Interval i = bundle::wilson(t.passes, t.answers);
    return json::array({js_number(rounded_fixed(i.low).get<double>()), js_number(rounded_fixed(i.high).get<double>())});
}

json stats(const bundle::Tally& t) {
    return {{"answers", t.answers},
            {"missing", t.missing},
            {"passes", t.passes},
            {"fails", t.fails},
            {"invalid", t.invalid},
            {"accuracy", share(static_cast<double>(t.passes), t.answers)},
            {"interval", interval(t)},
            {"mean_score", share(static_cast<double>(t.score_units) / 1e4, t.answers)},
            {"mean_extraneous", share(static_cast<double>(t.extraneous), t.answered())},
            {"extraneous_share", share(static_cast<double>(t.with_extraneous), t.answered())},
            {"drawn", t.drawn},
            {"readable", share(static_cast<double>(t.readable), t.drawn)},
            {"text", texts(t)}};
}

}  // namespace

json bundle_summary(const std::vector<BundleRow>& rows) {
    const bundle::Tallies t = bundle::tally(rows);
    json columns = json::array(), domains = json::array(), models = json::array();
    for (size_t c = 0; c < t.columns.size(); ++c)
        columns.push_back(
            {{"domain", t.columns[c].first}, {"format", t.columns[c].second}, {"tasks", t.column_tasks[c]}});
    for (size_t d = 0; d < t.domains.size(); ++d)
        domains.push_back({{"domain", t.domains[d]}, {"tasks", t.domain_tasks[d]}});
    for (const bundle::ModelTally& m : t.models) {
        json cells = json::array(), by_domain = json::array();
        for (size_t c = 0; c < t.columns.size(); ++c) {
            json cell = stats(m.cells[c]);
            cell["domain"] = t.columns[c].first;
            cell["format"] = t.columns[c].second;
            cells.push_back(std::move(cell));
        }
        for (size_t d = 0; d < t.domains.size(); ++d) {
            json domain = stats(m.domains[d]);
            domain["domain"] = t.domains[d];
            by_domain.push_back(std::move(domain));
        }
        models.push_back({{"model", m.model}, {"cells", cells}, {"domains", by_domain}, {"overall", stats(m.overall)}});
    }
    return {{"columns", columns}, {"domains", domains}, {"models", models}, {"tasks", t.tasks},
            {"rows", static_cast<long>(rows.size())}};
}

}  // namespace plumbline
