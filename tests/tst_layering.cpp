// The layers of docs/architecture.md, checked on the real tree and shown to catch each kind of
// breach.
#include "tests/support/layering_rules.h"
#include "tests/support/std_strings.h"

#include <filesystem>
#include <fstream>

#include <QTemporaryDir>
#include <QTest>

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
