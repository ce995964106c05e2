# ccache makes the LibTorch translation units (~20 s each) nearly free on a rebuild.
find_program(MAIFS_CCACHE ccache)
if(MAIFS_CCACHE AND NOT CMAKE_CXX_COMPILER_LAUNCHER)
  set(CMAKE_CXX_COMPILER_LAUNCHER ${MAIFS_CCACHE})
endif()
