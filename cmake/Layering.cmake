# Each layer links only downward. Recorded per target, checked once everything is configured, so
# that a later `target_link_libraries` adding Qt to the core (or torch to the ui) fails the configure.
set_property(GLOBAL PROPERTY MAIFS_LAYER_RULES "")

# maifs_forbid_links(<target> <regex>...): the target's link libraries must match none of the regexes.
function(maifs_forbid_links target)
  set_property(GLOBAL APPEND PROPERTY MAIFS_LAYER_RULES "${target}|${ARGN}")
endfunction()

function(maifs_check_layering)
  get_property(rules GLOBAL PROPERTY MAIFS_LAYER_RULES)
  foreach(rule IN LISTS rules)
    string(REPLACE "|" ";" parts "${rule}")
    list(POP_FRONT parts target)
    if(NOT TARGET ${target})
      continue()
    endif()
    get_target_property(libs ${target} LINK_LIBRARIES)
    get_target_property(ilibs ${target} INTERFACE_LINK_LIBRARIES)
    foreach(lib IN LISTS libs ilibs)
      foreach(pattern IN LISTS parts)
        if(lib MATCHES "${pattern}")
          message(FATAL_ERROR "layering: ${target} must not link ${lib} (forbidden: ${pattern})")
        endif()
      endforeach()
    endforeach()
  endforeach()
endfunction()
