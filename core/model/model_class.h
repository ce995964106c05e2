#pragma once

#include <array>
#include <optional>
#include <string_view>

namespace maifs {

// Model classes share communication and GPU-generation behaviour (docs/model.md, "Speed").
enum class ModelClass { Image = 0, Language = 1, Speech = 2, Other = 3 };
inline constexpr int kModelClassCount = 4;

std::string_view modelClassName(ModelClass c);
std::optional<ModelClass> parseModelClass(std::string_view name);

// One value per model class, indexed by ModelClass.
using PerClass = std::array<double, kModelClassCount>;

inline double at(const PerClass& v, ModelClass c) {
    return v[static_cast<int>(c)];
}

} // namespace maifs
