// The layers of docs/architecture.md, checked on the real tree and shown to catch each kind of
// breach.
#include "tests/support/layering_rules.h"
#include "tests/support/std_strings.h"

#include <filesystem>
#include <fstream>

#include <QTemporaryDir>
#include <QTest>

using maifs::test::findFolderLoops;
using maifs::test::findLayeringViolations;
namespace fs = std::filesystem;

class TestLayering : public QObject {
    Q_OBJECT

private:
    static void write(const fs::path& root, const std::string& rel, const std::string& text) {
        fs::create_directories((root / rel).parent_path());
        std::ofstream(root / rel) << text;
    }

private slots:
    void realTreeIsClean() {
        const auto violations = findLayeringViolations(MAIFS_SOURCE_DIR);
        for (const auto& v : violations)
            qWarning("%s:%d: #include %s breaks: %s", v.file.c_str(), v.line, v.include.c_str(),
                     v.rule.c_str());
        QCOMPARE(violations.size(), std::size_t{0});
    }

    void realTreeHasNoFolderLoops() {
        const auto loops = findFolderLoops(MAIFS_SOURCE_DIR);
        for (const auto& v : loops)
            qWarning("%s:%d: #include %s closes a %s", v.file.c_str(), v.line, v.include.c_str(),
                     v.rule.c_str());
        QCOMPARE(loops.size(), std::size_t{0});
    }

    void findsEachIncludeOnAFolderLoop() {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const fs::path root = dir.path().toStdString();
        // io -> record -> io is a loop; sim -> io and record -> util are not; nor is a room
        // including itself, a system header, or a loop outside core/ and ui/.
        write(root, "core/io/run_writer.cpp",
              "#include \"core/io/csv.h\"\n#include \"core/record/run_record.h\"\n");
        write(root, "core/record/run_record.h",
              "#include <vector>\n#include \"core/util/text.h\"\n#include "
              "\"core/io/trace/report.h\"\n");
        write(root, "core/sim/engine.h", "#include \"core/io/scenario.h\"\n");
        write(root, "core/util/text.h", "#include <string>\n");
        write(root, "ui/replay/view.cpp", "#include \"ui/common/plot.h\"\n");
        write(root, "ui/common/plot.cpp", "#include \"ui/replay/colours.h\"\n");
        write(root, "tools/a/x.cpp", "#include \"tools/b/y.h\"\n");
        write(root, "tools/b/y.cpp", "#include \"tools/a/x.h\"\n");

        const auto v = findFolderLoops(root);
        QCOMPARE(v.size(), std::size_t{4});
        QCOMPARE(v[0].file, std::string("core/io/run_writer.cpp"));
        QCOMPARE(v[0].line, 2);
        QCOMPARE(v[0].rule, std::string("folder loop: core/io -> core/record -> core/io"));
        QCOMPARE(v[1].file, std::string("core/record/run_record.h"));
        QCOMPARE(v[1].line, 3);
        QCOMPARE(v[1].include, std::string("core/io/trace/report.h"));
        QCOMPARE(v[1].rule, std::string("folder loop: core/record -> core/io -> core/record"));
        QCOMPARE(v[2].file, std::string("ui/common/plot.cpp"));
        QCOMPARE(v[3].rule, std::string("folder loop: ui/replay -> ui/common -> ui/replay"));
    }

    void catchesEachKindOfBreach() {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const fs::path root = dir.path().toStdString();
        write(root, "core/sim/engine.cpp", "#include <vector>\n#include <QString>\n");
        write(root, "core/io/x.h", "#include <QtCore/QObject>\n");
        write(root, "ui/view.cpp",
              "#include \"core/sim/engine.h\"\n#include <"
              "torch/torch.h>\n");
        write(root, "ui/ok.cpp", "#include \"core/sched/registry.h\"\n#include <QWidget>\n");
        write(root, "core/marl/net.cpp",
              "#include <"
              "torch/torch.h>\n");
        write(root, "tests/marl/tst.cpp",
              "#include <"
              "ATen/ATen.h>\n");
        write(root, "app/main.cpp",
              "#  include <"
              "c10/util/Half.h>\n");
        write(root, "build/gen.cpp",
              "#include <QString>\n#include <"
              "torch/torch.h>\n");

        const auto v = findLayeringViolations(root);
        QCOMPARE(v.size(), std::size_t{5});
        QCOMPARE(v[0].file, std::string("app/main.cpp"));
        QCOMPARE(v[0].rule, std::string("torch only in core/marl/"));
        QCOMPARE(v[1].file, std::string("core/io/x.h"));
        QCOMPARE(v[1].rule, std::string("no Qt in core/"));
        QCOMPARE(v[2].file, std::string("core/sim/engine.cpp"));
        QCOMPARE(v[2].line, 2);
        QCOMPARE(v[3].include, std::string("core/sim/engine.h"));
        QCOMPARE(v[3].rule, std::string("ui/ reaches the engine only through Session"));
        QCOMPARE(v[4].include, std::string("torch/torch.h"));
    }
};

QTEST_GUILESS_MAIN(TestLayering)
#include "tst_layering.moc"
