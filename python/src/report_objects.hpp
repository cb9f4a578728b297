// A report's JSON tree as Python objects, built directly: the dict json.loads would make of
// the report's text (same keys in the same order, int where the text has an integer,
// float where it has a fraction or exponent, None for a non-finite number, as the text
// writer prints null), without writing and re-parsing the text. Call with the GIL held.
#pragma once

#include <pybind11/pybind11.h>

#include <nlohmann/json.hpp>

namespace plumbline_python {

// The objects; a null handle when a string in the tree is not valid UTF-8 (the text
// writer replaces such bytes by its own rules: the caller parses the text instead).
pybind11::object report_objects(const nlohmann::json& tree);

}  // namespace plumbline_python
