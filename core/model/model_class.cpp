#include "core/model/model_class.h"

namespace maifs {

namespace {
constexpr std::array<std::string_view, kModelClassCount> kNames = {"image", "language", "speech",
                                                                   "other"};
}

std::string_view modelClassName(ModelClass c) {
    return kNames[static_cast<int>(c)];
}

std::optional<ModelClass> parseModelClass(std::string_view name) {
    for (int i = 0; i < kModelClassCount; ++i)
        if (kNames[i] == name)
            return static_cast<ModelClass>(i);
    return std::nullopt;
}

} // namespace maifs
