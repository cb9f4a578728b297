// The chemical elements by symbol and atomic number, for molecules stated as text (SMILES
// now, skeletal labels next): a reader checks a symbol is an element, and a check with no
// palette compares atoms by element.
#pragma once

#include <string_view>

namespace plumbline {

// 1..118 for an element symbol as written ("C", "Cl", "Uuo" is not one); 0 otherwise.
int atomic_number(std::string_view symbol);
// The symbol of atomic number z (1..118); "" outside.
std::string_view element_symbol(int z);

}  // namespace plumbline
