# Warnings are errors in the project's own code. Dependencies are found as imported targets, whose
# include directories CMake passes with -isystem, so their headers never trip these flags.
function(maifs_warnings target)
  target_compile_options(${target} PRIVATE -Wall -Wextra -Wpedantic -Werror -Wshadow
                                           -Wnon-virtual-dtor -Wold-style-cast -Wcast-align
                                           -Woverloaded-virtual)
endfunction()
