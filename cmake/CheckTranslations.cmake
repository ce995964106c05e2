# ctest translations_current: runs lupdate over the studio's sources into a copy of the zh_CN
# catalogue and fails when a user-visible string has no finished translation there (a tr() added
# without `cmake --build build --target update_translations` and tools/zh_CN_glossary.py).
# Arguments: -DLUPDATE=... -DTS=... -DOUT=... -DPROJECT_IN=<the .lupdate/*_project.cmake that
# qt_add_translations writes at configure time> -DGENERATOR=<Qt's GenerateLUpdateProject.cmake>: the
# project description (sources and include paths) is made from them as update_translations does.
file(COPY_FILE "${TS}" "${OUT}")
set(PROJECT "${OUT}.project.json")
execute_process(COMMAND "${CMAKE_COMMAND}" -DIN_FILE=${PROJECT_IN} -DOUT_FILE=${PROJECT} -P "${GENERATOR}"
                RESULT_VARIABLE rc)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "cannot make the lupdate project from ${PROJECT_IN}")
endif()
execute_process(COMMAND "${LUPDATE}" -silent -no-obsolete -project "${PROJECT}" -ts "${OUT}"
                RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "lupdate failed (${rc}): ${out} ${err}")
endif()
file(READ "${OUT}" text)
string(REGEX MATCHALL "type=\"unfinished\"" open "${text}")
list(LENGTH open n)
if(n GREATER 0)
  message(FATAL_ERROR "${n} user-visible string(s) lack a zh_CN translation; run `cmake --build "
                      "build --target update_translations` and tools/zh_CN_glossary.py")
endif()
message(STATUS "zh_CN catalogue current: every tr() string of ui/ and app/ is translated")
