// The single-file form of a bundle (plumb bundle --pack): what the reader kept, inline and
// in order, so that judging the packed file gives the same rows as judging the directory.
// Written piece by piece: the tasks are already compact JSON text.
#include "bundle/bundle.hpp"
#include "output/json.hpp"

namespace plumbline {

using nlohmann::json;

std::string pack_bundle(const Bundle& bundle) {
    std::string out = "{\"schema\":\"plumbline/bundle@1\",\"name\":";
    out += to_text(json(bundle.name));
    out += ",\"description\":";
    out += to_text(json(bundle.description));
    out += ",\"tasks\":[";
    for (size_t t = 0; t < bundle.tasks.size(); ++t) {
        if (t) out += ',';
        out += bundle.tasks[t].text;
    }
    out += "],\"models\":[";
    for (size_t m = 0; m < bundle.models.size(); ++m) {
        const BundleModel& model = bundle.models[m];
        if (m) out += ',';
        out += "{\"name\":";
        out += to_text(json(model.name));
        for (const auto& [key, value] : model.metadata.items()) {
            out += ',';
            out += to_text(json(key));
            out += ':';
            out += to_text(value);
        }
        out += ",\"answers\":[";
        bool first = true;
        for (size_t t = 0; t < bundle.tasks.size(); ++t) {
            if (!model.responses[t]) continue;
            if (!first) out += ',';
            first = false;
            out += to_text({{"task", bundle.tasks[t].id}, {"response", *model.responses[t]}});
        }
        out += "]}";
    }
    out += "]}";
    return out;
}

}  // namespace plumbline
