#pragma once

#include "core/io/yaml_reader.h"
#include "core/model/speed_params.h"

namespace maifs {

// The model zoo file format (resources/model_zoo.yaml): levels, then models with their
// per-GPU-count throughput matrices. Adds or replaces the models it names.
void readModelZoo(const YamlReader& reader, const YAML::Node& root, const std::string& path,
                  SpeedParams& params);

// gpu_speed / placement / interference / class_mix / zoo, as in resources/speed_model.yaml and a
// scenario's `models:` section. Only the keys present are changed.
void readSpeedOverrides(const YamlReader& reader, const YAML::Node& root, const std::string& path,
                        SpeedParams& params);

// A model profile as a zoo entry (`{class: image, by_gpus: {1: {tput: [[...]], ...}}}`, YAML flow
// text, numbers in round-trip form), which readModelZoo reads back to the same profile when the
// levels are the shipped ones. The studio writes an edited model into a scenario's models.zoo.
std::string modelProfileYaml(const ModelProfile& profile);

// The defaults shipped in resources/, compiled into the library so no file lookup can fail.
const SpeedParams& builtinSpeedParams();

} // namespace maifs
