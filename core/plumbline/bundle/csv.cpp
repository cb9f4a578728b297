// Rows as CSV for spreadsheets and data frames: fixed columns, codes joined with ';',
// RFC 4180 (CRLF line ends; a field with a comma, quote or line break quoted, its quotes
// doubled). Numbers are written as in the JSON rows.
#include "bundle/results.hpp"
#include "output/json.hpp"
#include "json/json_output.hpp"

namespace plumbline {

namespace {

std::string field(const std::string& text) {
    if (text.find_first_of(",\"\r\n") == std::string::npos) return text;
    std::string out = "\"";
    for (const char c : text) out += c == '"' ? std::string("\"\"") : std::string(1, c);
    return out + "\"";
}

}  // namespace

std::string bundle_csv(const std::vector<BundleRow>& rows) {
    std::string out = "model,task,domain,format,verdict,score,extraneous,size,codes,missing,layout\r\n";
    for (const BundleRow& r : rows) {
        std::string codes;
        for (const std::string& code : r.codes) codes += (codes.empty() ? "" : ";") + code;
        std::string layout;
        for (const std::string& code : r.layout) layout += (layout.empty() ? "" : ";") + code;
        out += field(r.model) + "," + field(r.task) + "," + field(r.domain) + "," + field(r.format) + "," +
               field(r.verdict) + "," + to_text(js_number(r.score)) + "," + std::to_string(r.extraneous) + "," +
               (r.size ? std::to_string(*r.size) : "") + "," + field(codes) + "," + (r.missing ? "true" : "false") + "," +
               field(layout) + "\r\n";
    }
    return out;
}

}  // namespace plumbline
