// Measures: the small expression language of `equal` and `compare` ("radius(c1) >
// 0.5 * length(AB)"). Parsed once from the task's text (names resolved then), evaluated
// on the figures of an assignment.
#pragma once

#include <functional>
#include <string>
#include <vector>

#include "checks/constraints/figure.hpp"

namespace plumbline::constraints {

// Resolves a name to an object index (and its type), or returns -1.
using Resolve = std::function<int(const std::string& name, Type& type)>;

// Parses `text` (a whole measure, no comparison) into `out`; false with `error` saying
// what and where ("at column 9: expected ')'").
//   measure := term (('+' | '-') term)*
//   term    := factor (('*' | '/') factor)*
//   factor  := NUMBER | '-' factor | '(' measure ')' | FUNCTION '(' NAME (',' NAME)* ')'
//   FUNCTION: length(segment) | distance(point, point) | distance(point, line) | radius(circle)
//             | angle(point, point, point) (at the middle point, degrees)
//             | angle(line, line) (between the directions, 0..90 degrees)
// Lengths and angles may be added only to their own kind and multiplied only by numbers.
bool parse_measure(const std::string& text, const Resolve& resolve, Measure& out, std::string& error);

// Splits "A > B" at its comparison operator (<, <=, >, >=, =, ==, !=); false when there is
// none or more than one.
bool split_comparison(const std::string& text, std::string& left, Comparison& op, std::string& right);
const char* symbol(Comparison c);   // "<", ">=", ...

// The measure's value on `figures` (indexed as the program's objects); NaN with `why`
// when an object it needs is undefined or degenerate.
// Lengths (length, distance, radius) are divided by `per_unit` (the task's unit).
double evaluate(const Measure& m, const std::vector<Figure>& figures, std::string& why, double per_unit = 1);

// The objects a measure reads (for levels and for drawing them).
void objects_of(const Measure& m, std::vector<int>& out);

}  // namespace plumbline::constraints
