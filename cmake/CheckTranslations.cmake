# ctest translations_current: runs lupdate over the studio's sources into a copy of the zh_CN
# catalogue and fails when a user-visible string has no finished translation there (a tr() added
# without `cmake --build build --target update_translations` and tools/zh_CN_glossary.py).
# Arguments: -DLUPDATE=... -DTS=... -DOUT=... -DPROJECT=<the lupdate project file qt_add_translations
# writes, with the same sources and include paths as update_translations>
file(COPY_FILE "${TS}" "${OUT}")
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
